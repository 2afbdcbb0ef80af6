/**
 * Feed scroll position (spec 000 §2, §9): saved when a card opens, restored on return with retries
 * at 100, 300, 600, 1000 and 1500 ms, because the list may still be rendering its pages.
 */
const KEY = 'hearsay-feed-scroll';
export const RESTORE_RETRIES_MS = [100, 300, 600, 1000, 1500] as const;

export function saveFeedScroll(y: number = window.scrollY): void {
  try {
    sessionStorage.setItem(KEY, String(Math.round(y)));
  } catch {
    // Storage blocked: returning starts at the top.
  }
}

/** Reads and forgets the saved position. */
export function takeFeedScroll(): number | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/**
 * Scrolls to `y`, trying again at each retry time until the page is tall enough to reach it.
 * Returns a cancel function.
 */
export function restoreScroll(
  y: number,
  scrollTo: (y: number) => void = (v) => window.scrollTo(0, v),
  currentY: () => number = () => window.scrollY,
): () => void {
  const timers = RESTORE_RETRIES_MS.map((delay) =>
    setTimeout(() => {
      if (Math.abs(currentY() - y) > 1) scrollTo(y);
    }, delay),
  );
  return () => timers.forEach(clearTimeout);
}
