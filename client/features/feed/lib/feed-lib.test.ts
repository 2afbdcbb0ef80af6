// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { distribute, masonryColumns } from './masonry';
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

  it('deals items left to right so the first row keeps feed order', () => {
    expect(distribute([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(distribute([1, 2], 4)).toEqual([[1], [2], [], []]);
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
