/**
 * Where the shell switches from the phone layout (bottom bar) to the desktop one (left rail):
 * 1024 CSS px, Tailwind's `lg` breakpoint, so JS and CSS agree (issue 33).
 */
import { useLayoutEffect, type RefObject } from 'react';
import { useViewportWidth } from '../../lib/use-viewport-width';

/** Narrowest viewport, in CSS px, that gets the navigation rail instead of the bottom bar. */
export const DESKTOP_MIN_WIDTH_PX = 1024;

/** True from 1024 px wide; the server's render uses the width the first screen was laid out for. */
export function useIsDesktop(): boolean {
  return useViewportWidth() >= DESKTOP_MIN_WIDTH_PX;
}

/**
 * Publishes the sticky header's height (CSS px) as `--header-height` on <html>, so the rail sticks
 * right under it: the e-mail banner inside the header makes it taller than its 3.5rem bar.
 */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const update = () =>
      document.documentElement.style.setProperty(
        '--header-height',
        `${Math.ceil(el.getBoundingClientRect().height)}px`,
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
