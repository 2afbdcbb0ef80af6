/**
 * Finds every number inside a zod schema, generically: it follows whatever
 * schemas a node's definition holds (object shapes, arrays, unions, pipes, defaults, optionals and
 * any wrapper zod adds later), so a new unbounded integer anywhere in a request schema is found.
 */
import { z } from 'zod';

/** Largest value of a PostgreSQL `integer` (int4) column: 2^31 − 1. */
export const INT4_MAX = 2_147_483_647;
/** Smallest value of a PostgreSQL `integer` (int4) column: −2^31. */
export const INT4_MIN = -2_147_483_648;

export interface NumberField {
  /** Where the number sits, e.g. `body.targetId` or `query.page` (`[]` for array items). */
  path: string;
  isInt: boolean;
  /** Bounds as zod reports them (±Infinity or ±(2^53 − 1) when unset). */
  min: number;
  max: number;
}

/** The schemas a zod definition refers to, with the path segment each adds. */
function children(def: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && value && typeof value === 'object') {
      for (const [field, schema] of Object.entries(value)) out.push([`.${field}`, schema]);
    } else if (value instanceof z.ZodType) {
      out.push([key === 'element' || key === 'valueType' || key === 'rest' ? '[]' : '', value]);
    } else if (Array.isArray(value)) {
      for (const item of value)
        if (item instanceof z.ZodType) out.push([key === 'items' ? '[]' : '', item]);
    }
  }
  if (def.type === 'lazy' && typeof def.getter === 'function')
    out.push(['', (def.getter as () => unknown)()]);
  return out;
}

/** Every number schema reachable from `schema`, with its path below `root`. */
export function numberFields(schema: unknown, root: string): NumberField[] {
  const found: NumberField[] = [];
  const seen = new Set<unknown>();
  const stack: [unknown, string][] = [[schema, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (!(node instanceof z.ZodType) || seen.has(node)) continue;
    seen.add(node);
    if (node instanceof z.ZodNumber) {
      found.push({
        path,
        isInt: Boolean(node.isInt),
        min: node.minValue ?? -Infinity,
        max: node.maxValue ?? Infinity,
      });
      continue;
    }
    for (const [segment, child] of children(node._zod.def as unknown as Record<string, unknown>))
      stack.push([child, path + segment]);
  }
  return found;
}
