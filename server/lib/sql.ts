/** Small SQL helpers shared by repositories. */

/** Escapes LIKE wildcards (`%`, `_`, `\`) so user text matches literally inside a pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
