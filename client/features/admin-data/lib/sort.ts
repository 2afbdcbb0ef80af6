/**
 * Table sorting of the data dashboard (spec 001 §2 "Sorting", §4): clicking a column cycles
 * ascending → descending → unsorted; numeric-looking strings sort as numbers; empty values go last
 * in both directions. Pure, so it is unit- and property-tested.
 */

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}
export type SortValue = string | number | boolean | null | undefined;

/** The next sort after clicking `columnId`: a new column starts ascending; then descending; then none. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A value prepared once for comparing: empty, a number, or text. */
export type SortKey =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'text'; value: string };

/** null, undefined, '' and whitespace are empty; numbers and numeric-looking strings are numbers. */
export function toSortKey(value: SortValue): SortKey {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'number', value: value ? 1 : 0 };
  if (typeof value === 'number')
    return Number.isNaN(value) ? { kind: 'empty' } : { kind: 'number', value };
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (NUMERIC.test(trimmed)) return { kind: 'number', value: Number(trimmed) };
  return { kind: 'text', value: trimmed };
}

// Case- and accent-insensitive, digits inside text compared by value ("Track 2" < "Track 10").
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two non-empty keys: numbers (by value) before text (by collation). */
function compareFilled(
  a: Exclude<SortKey, { kind: 'empty' }>,
  b: Exclude<SortKey, { kind: 'empty' }>,
): number {
  if (a.kind === 'number' && b.kind === 'number')
    return a.value === b.value ? 0 : a.value < b.value ? -1 : 1;
  if (a.kind === 'number') return -1;
  if (b.kind === 'number') return 1;
  return collator.compare(a.value, b.value);
}

/** Compares two keys in `direction`; empty keys sort after all others in both directions. */
export function compareSortKeys(a: SortKey, b: SortKey, direction: SortDirection): number {
  if (a.kind === 'empty' || b.kind === 'empty')
    return a.kind === b.kind ? 0 : a.kind === 'empty' ? 1 : -1;
  const order = compareFilled(a, b);
  return direction === 'asc' ? order : 0 - order;
}

/** Compares two raw cell values (see compareSortKeys). */
export function compareValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  return compareSortKeys(toSortKey(a), toSortKey(b), direction);
}

/**
 * A sorted copy of `rows` by `value(row)` in `direction`; equal values keep their order. Keys are
 * computed once per row, so 100,000 rows sort without re-parsing numbers on every comparison.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const keyed = rows.map((row, index) => ({ row, index, key: toSortKey(value(row)) }));
  keyed.sort((a, b) => compareSortKeys(a.key, b.key, direction) || a.index - b.index);
  return keyed.map((k) => k.row);
}
