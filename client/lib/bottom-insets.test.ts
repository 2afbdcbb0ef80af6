/** How far a focused control scrolls to clear the player or the bottom bar (decision 044). */
import { describe, expect, it } from 'vitest';
import { scrollToClear } from './bottom-insets';

describe('scrollToClear', () => {
  it('scrolls a control under a 200 px layer of an 800 px window up to 8 px above it', () => {
    expect(scrollToClear({ top: 700, bottom: 740 }, 800, 200)).toBe(148);
  });

  it('leaves a clear control, and everything when nothing is fixed at the bottom', () => {
    expect(scrollToClear({ top: 500, bottom: 540 }, 800, 200)).toBe(0);
    expect(scrollToClear({ top: 780, bottom: 820 }, 800, 0)).toBe(0);
  });

  it('never scrolls a tall control’s top out of view', () => {
    expect(scrollToClear({ top: 100, bottom: 900 }, 800, 200)).toBe(100);
  });
});
