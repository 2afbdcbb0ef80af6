/**
 * Masonry columns (spec 000 §2): 4 by default, 3 up to 1536 px (and up to 1280 px), 2 up to
 * 1024 px, 1 up to 768 px.
 */
import { useViewportWidth } from '../../../lib/use-viewport-width';

export function masonryColumns(viewportWidth: number): number {
  if (viewportWidth <= 768) return 1;
  if (viewportWidth <= 1024) return 2;
  if (viewportWidth <= 1536) return 3;
  return 4;
}

/**
 * Deals items into `columns` lists left to right, so reading across the top row follows the feed
 * order (CSS columns would read top to bottom instead).
 */
export function distribute<T>(items: T[], columns: number): T[][] {
  const result: T[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  items.forEach((item, index) => result[index % result.length]!.push(item));
  return result;
}

/**
 * Current column count, updated on resize. The server's render and the browser's hydrating render
 * use the width the server laid out for (lib/first-screen.ts; unknown: one column), then React
 * re-renders with the window's own.
 */
export function useMasonryColumns(): number {
  return masonryColumns(useViewportWidth(0));
}
