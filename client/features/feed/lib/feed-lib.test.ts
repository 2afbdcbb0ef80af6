// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MASONRY_GRID_CLASS, masonryColumns } from './masonry';
import {
  initialLayout,
  initialSort,
  MAGIC_SWITCHED_KEY,
  peekInitialSort,
  SORT_KEY,
} from './feed-preferences';
import { restoreScroll, RESTORE_RETRIES_MS } from './scroll-restoration';

describe('masonry (spec 000 §2)', () => {
  it.each([
    [390, 1],
    [768, 1],
    [769, 2],
    [1024, 2],
    [1280, 3],
    [1536, 3],
    [1537, 4],
    [2560, 4],
  ])('%i px → %i columns', (width, columns) => expect(masonryColumns(width)).toBe(columns));

  it('lays the columns out in CSS with the same breakpoints (one column below the first query)', () => {
    const steps = [...MASONRY_GRID_CLASS.matchAll(/min-\[(\d+)px\]:grid-cols-(\d)/g)].map(
      ([, px, cols]) => [Number(px), Number(cols)] as const,
    );
    expect(MASONRY_GRID_CLASS).toMatch(/(^| )grid-cols-1( |$)/);
    expect(steps).toHaveLength(3);
    for (const [px, cols] of steps) {
      expect(masonryColumns(px)).toBe(cols);
      expect(masonryColumns(px - 1)).toBe(cols - 1);
    }
  });
});

describe('feed preferences', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to recent and masonry', () => {
    expect(initialSort(false)).toBe('recent');
    expect(initialLayout()).toBe('masonry');
  });

  it('switches a member with genres from recent to magic exactly once', () => {
    expect(initialSort(true)).toBe('magic');
    expect(localStorage.getItem(MAGIC_SWITCHED_KEY)).toBe('true');
    localStorage.setItem(SORT_KEY, 'recent');
    expect(initialSort(true)).toBe('recent');
  });

  it('peeks at the sort the feed will start with without storing the one-time switch', () => {
    expect(peekInitialSort(true)).toBe('magic');
    expect(localStorage.getItem(MAGIC_SWITCHED_KEY)).toBeNull();
    expect(peekInitialSort(false)).toBe('recent');
    expect(initialSort(true)).toBe('magic');
    localStorage.setItem(SORT_KEY, 'recent');
    expect(peekInitialSort(true)).toBe('recent');
  });

  it('keeps a stored sort', () => {
    localStorage.setItem(SORT_KEY, 'responses');
    expect(initialSort(true)).toBe('responses');
  });
});

describe('scroll restoration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries at 100, 300, 600, 1000 and 1500 ms until the position is reached', () => {
    expect(RESTORE_RETRIES_MS).toEqual([100, 300, 600, 1000, 1500]);
    let y = 0;
    const calls: number[] = [];
    restoreScroll(
      900,
      (target) => {
        calls.push(Date.now());
        // The page is too short until the third try.
        if (calls.length >= 3) y = target;
      },
      () => y,
    );
    vi.advanceTimersByTime(2000);
    expect(calls).toHaveLength(3);
  });
});
