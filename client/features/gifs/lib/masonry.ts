/**
 * Layout and paging rules of the GIF picker (spec 000 §2 "New request", §7 "GIF search"): the
 * masonry column count by viewport width, the placement of GIFs into columns, and when another
 * page may exist.
 */
import { GIF_PAGE_SIZE } from '@common/constants';
import type { Gif } from '@common/schemas';

/** Columns of the GIF grid for a viewport `width` in CSS px: 4, 3 below 1100 px, 2 below 700 px. */
export function gifColumnCount(width: number): number {
  if (width < 700) return 2;
  if (width < 1100) return 3;
  return 4;
}

/** Height per unit of width of a GIF's preview; 1 (square) when the provider gave no size. */
export function gifAspect(gif: Pick<Gif, 'width' | 'height'>): number {
  return gif.width && gif.height ? gif.height / gif.width : 1;
}

/**
 * Places `gifs` into `columns` columns, each into the currently shortest one (ties: leftmost),
 * so columns end up about equally tall. Prefix-stable: appending a page never moves earlier GIFs.
 */
export function distributeIntoColumns<T extends Pick<Gif, 'width' | 'height'>>(
  gifs: readonly T[],
  columns: number,
): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const result: T[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  for (const gif of gifs) {
    let shortest = 0;
    for (let c = 1; c < count; c++) if (heights[c]! < heights[shortest]!) shortest = c;
    result[shortest]!.push(gif);
    heights[shortest]! += gifAspect(gif);
  }
  return result;
}

/** Whether another page may exist after one that returned `pageLength` GIFs: only when exactly a full page (20). */
export function hasMoreGifs(pageLength: number, pageSize: number = GIF_PAGE_SIZE): boolean {
  return pageLength === pageSize;
}

/** The pages flattened in order, without repeats (providers may return a GIF on two pages). */
export function flattenGifPages(pages: readonly (readonly Gif[])[]): Gif[] {
  const seen = new Set<string>();
  const out: Gif[] = [];
  for (const page of pages) {
    for (const gif of page) {
      if (seen.has(gif.id)) continue;
      seen.add(gif.id);
      out.push(gif);
    }
  }
  return out;
}
