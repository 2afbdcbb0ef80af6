/** Pure rules of the GIF picker: column count by width, masonry placement, and paging. */
import { describe, expect, it } from 'vitest';
import type { Gif } from '@common/schemas';
import { nextGifOffset } from './api/gifs-api';
import {
  distributeIntoColumns,
  flattenGifPages,
  gifAspect,
  gifColumnCount,
  hasMoreGifs,
} from './lib/masonry';

const gif = (id: string, width?: number, height?: number): Gif => ({
  id,
  url: `/gifs/${id}.gif`,
  previewUrl: `/gifs/${id}.gif`,
  title: id,
  width,
  height,
});

describe('gifColumnCount (4 columns, 3 below 1100 px, 2 below 700 px)', () => {
  it.each([
    [320, 2],
    [390, 2],
    [699, 2],
    [700, 3],
    [1099, 3],
    [1100, 4],
    [1920, 4],
  ])('%i px → %i columns', (width, columns) => expect(gifColumnCount(width)).toBe(columns));
});

describe('distributeIntoColumns', () => {
  it('puts each GIF into the shortest column, leftmost on ties', () => {
    const gifs = [
      gif('tall', 100, 300),
      gif('a', 100, 100),
      gif('b', 100, 100),
      gif('c', 100, 100),
      gif('d', 100, 100),
    ];
    expect(distributeIntoColumns(gifs, 2).map((c) => c.map((g) => g.id))).toEqual([
      ['tall', 'd'],
      ['a', 'b', 'c'],
    ]);
    expect(distributeIntoColumns(gifs, 3).map((c) => c.map((g) => g.id))).toEqual([
      ['tall'],
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });

  it('treats GIFs without a size as square and keeps every GIF exactly once', () => {
    expect(gifAspect(gif('x'))).toBe(1);
    const gifs = Array.from({ length: 23 }, (_, i) => gif(`g${i}`, 200, i % 3 === 0 ? 150 : 240));
    const columns = distributeIntoColumns(gifs, 4);
    expect(columns).toHaveLength(4);
    expect(
      columns
        .flat()
        .map((g) => g.id)
        .sort(),
    ).toEqual(gifs.map((g) => g.id).sort());
  });

  it('is prefix-stable: loading another page never moves GIFs already shown', () => {
    const first = Array.from({ length: 20 }, (_, i) => gif(`p1-${i}`, 200, 100 + ((i * 37) % 140)));
    const second = Array.from({ length: 20 }, (_, i) =>
      gif(`p2-${i}`, 200, 100 + ((i * 53) % 140)),
    );
    const before = distributeIntoColumns(first, 4);
    const after = distributeIntoColumns([...first, ...second], 4);
    before.forEach((column, c) => expect(after[c]!.slice(0, column.length)).toEqual(column));
  });
});

describe('paging: more pages only after a page of exactly 20', () => {
  it('hasMoreGifs', () => {
    expect(hasMoreGifs(20)).toBe(true);
    expect(hasMoreGifs(19)).toBe(false);
    expect(hasMoreGifs(0)).toBe(false);
    expect(hasMoreGifs(21)).toBe(false);
  });

  it('nextGifOffset counts what is loaded, and stops after a short page', () => {
    const full = Array.from({ length: 20 }, (_, i) => gif(`a${i}`));
    const short = full.slice(0, 7);
    expect(nextGifOffset(full, [full])).toBe(20);
    expect(nextGifOffset(full, [full, full])).toBe(40);
    expect(nextGifOffset(short, [full, short])).toBeUndefined();
    expect(nextGifOffset([], [])).toBeUndefined();
  });

  it('flattens pages without repeating a GIF a provider sent twice', () => {
    expect(
      flattenGifPages([
        [gif('a'), gif('b')],
        [gif('b'), gif('c')],
      ]).map((g) => g.id),
    ).toEqual(['a', 'b', 'c']);
  });
});
