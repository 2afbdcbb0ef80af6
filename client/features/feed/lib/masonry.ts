/**
 * Masonry columns (spec 000 §2): 4 by default, 3 up to 1536 px (and up to 1280 px), 2 up to
 * 1024 px, 1 up to 768 px. The feed lays them out in CSS (MASONRY_GRID_CLASS), never from a width
 * measured in JavaScript: the server cannot know the visitor's width, and a column count that
 * changed at hydration moved every card (decision 042).
 */

/** The spec's column count for a viewport `viewportWidth` CSS px wide. */
export function masonryColumns(viewportWidth: number): number {
  if (viewportWidth <= 768) return 1;
  if (viewportWidth <= 1024) return 2;
  if (viewportWidth <= 1536) return 3;
  return 4;
}

/**
 * The masonry list's classes: a grid whose column count follows masonryColumns through media
 * queries (one column below 769 px, …, four from 1537 px), read left to right in feed order. Where
 * the browser supports grid masonry, cards also pack upwards under shorter neighbours.
 */
export const MASONRY_GRID_CLASS =
  'grid grid-cols-1 items-start gap-4 [grid-template-rows:masonry] min-[769px]:grid-cols-2 min-[1025px]:grid-cols-3 min-[1537px]:grid-cols-4';
