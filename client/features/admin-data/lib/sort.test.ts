import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareValues,
  nextSort,
  sortRows,
  toSortKey,
  type SortDirection,
  type SortValue,
} from './sort';

describe('nextSort', () => {
  it('cycles ascending, descending, unsorted on one column', () => {
    const asc = nextSort(null, 'email');
    expect(asc).toEqual({ columnId: 'email', direction: 'asc' });
    const desc = nextSort(asc, 'email');
    expect(desc).toEqual({ columnId: 'email', direction: 'desc' });
    expect(nextSort(desc, 'email')).toBeNull();
  });

  it('starts a different column ascending', () => {
    expect(nextSort({ columnId: 'email', direction: 'desc' }, 'id')).toEqual({
      columnId: 'id',
      direction: 'asc',
    });
  });
});

describe('toSortKey', () => {
  it.each([
    [null, 'empty'],
    [undefined, 'empty'],
    ['', 'empty'],
    ['   ', 'empty'],
    [Number.NaN, 'empty'],
    [0, 'number'],
    ['42', 'number'],
    [' -3.5 ', 'number'],
    ['1e3', 'number'],
    ['.5', 'number'],
    [true, 'number'],
    ['12abc', 'text'],
    ['1,000', 'text'],
    ['-', 'text'],
    ['2024-01-02T03:04:05.000Z', 'text'],
  ] as [SortValue, string][])('%j is %s', (value, kind) => {
    expect(toSortKey(value).kind).toBe(kind);
  });
});

describe('sortRows', () => {
  const ids = (rows: { v: SortValue }[]) => rows.map((r) => r.v);

  it('sorts numeric-looking strings as numbers, not as text', () => {
    const rows = ['10', '9', '100', '-1', '2.5'].map((v) => ({ v }));
    expect(ids(sortRows(rows, (r) => r.v, 'asc'))).toEqual(['-1', '2.5', '9', '10', '100']);
    expect(ids(sortRows(rows, (r) => r.v, 'desc'))).toEqual(['100', '10', '9', '2.5', '-1']);
  });

  it('puts empty values last in both directions', () => {
    const rows = [null, 'b', '', 'a', undefined, '  '].map((v) => ({ v }));
    expect(ids(sortRows(rows, (r) => r.v, 'asc')).slice(0, 2)).toEqual(['a', 'b']);
    expect(ids(sortRows(rows, (r) => r.v, 'desc')).slice(0, 2)).toEqual(['b', 'a']);
    expect(ids(sortRows(rows, (r) => r.v, 'desc')).slice(2)).toEqual([null, '', undefined, '  ']);
  });

  it('compares text case- and accent-insensitively, with numbers inside text by value', () => {
    const rows = ['track 10', 'Track 2', 'élan', 'Zebra', 'apple'].map((v) => ({ v }));
    expect(ids(sortRows(rows, (r) => r.v, 'asc'))).toEqual([
      'apple',
      'élan',
      'Track 2',
      'track 10',
      'Zebra',
    ]);
  });

  it('keeps the original order of equal values (stable)', () => {
    const rows = [
      { v: 1, n: 'a' },
      { v: 0, n: 'b' },
      { v: 1, n: 'c' },
      { v: 0, n: 'd' },
    ];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.n)).toEqual(['b', 'd', 'a', 'c']);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.n)).toEqual(['a', 'c', 'b', 'd']);
  });
});

/** Cell values as the dashboard produces them: numbers, numeric strings, text, blanks. */
const value: fc.Arbitrary<SortValue> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom('', ' ', '\t'),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
  fc.integer({ min: -1e6, max: 1e6 }).map(String),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
);
const direction = fc.constantFrom<SortDirection>('asc', 'desc');
const isEmpty = (v: SortValue) => toSortKey(v).kind === 'empty';
const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

describe('comparator properties', () => {
  it('is antisymmetric and reflexive', () => {
    fc.assert(
      fc.property(value, value, direction, (a, b, d) => {
        expect(sign(compareValues(a, b, d)) + sign(compareValues(b, a, d))).toBe(0);
        expect(compareValues(a, a, d)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(value, value, value, direction, (a, b, c, d) => {
        if (compareValues(a, b, d) <= 0 && compareValues(b, c, d) <= 0)
          expect(compareValues(a, c, d)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('descending is ascending reversed for non-empty values', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        fc.pre(!isEmpty(a) && !isEmpty(b));
        expect(sign(compareValues(a, b, 'desc')) + sign(compareValues(a, b, 'asc'))).toBe(0);
      }),
    );
  });

  it('sortRows returns a permutation, ordered, with every empty value after every filled one', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), direction, (values, d) => {
        const rows = values.map((v, i) => ({ v, i }));
        const sorted = sortRows(rows, (r) => r.v, d);
        expect(sorted.map((r) => r.i).sort((x, y) => x - y)).toEqual(rows.map((r) => r.i));
        for (let i = 1; i < sorted.length; i++)
          expect(compareValues(sorted[i - 1]!.v, sorted[i]!.v, d)).toBeLessThanOrEqual(0);
        const firstEmpty = sorted.findIndex((r) => isEmpty(r.v));
        if (firstEmpty >= 0) expect(sorted.slice(firstEmpty).every((r) => isEmpty(r.v))).toBe(true);
      }),
    );
  });

  it('orders numeric-looking strings exactly as their numbers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), {
          maxLength: 40,
        }),
        direction,
        (numbers, d) => {
          // String(-0) is "0": compare values, not the sign of zero.
          const sorted = sortRows(numbers.map(String), (s) => s, d).map((s) => Number(s) + 0);
          const expected = [...numbers]
            .sort((x, y) => (d === 'asc' ? x - y : y - x))
            .map((n) => n + 0);
          expect(sorted).toEqual(expected);
        },
      ),
    );
  });
});
