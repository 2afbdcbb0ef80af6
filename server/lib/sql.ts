/** Small SQL helpers shared by repositories. */

/** Escapes LIKE wildcards (`%`, `_`, `\`) so user text matches literally inside a pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE pattern of the genre names hidden from members (the `__` prefix, spec 001 §3), escaped. */
export const HIDDEN_GENRES_LIKE = '\\_\\_%';
