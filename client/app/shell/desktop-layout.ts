/**
 * Where the shell switches from the phone layout (bottom bar) to the desktop one (left rail):
 * 1024 CSS px, Tailwind's `lg` breakpoint. The layout itself is CSS (`lg:` classes), so the
 * server's HTML is right at any width and hydration moves nothing (decision 042); this module only
 * answers the few questions that are not layout (which inset the bottom bar publishes, where the
 * player floats), after hydration.
 */
import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

/** Narrowest viewport, in CSS px, that gets the navigation rail instead of the bottom bar. */
export const DESKTOP_MIN_WIDTH_PX = 1024;
const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

function desktopQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY)
    : null;
}

function subscribe(onChange: () => void) {
  const query = desktopQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True from 1024 px wide (the `lg:` media query). The server and the hydrating render say false
 * (phone first): use it for behaviour, never for what the first screen lays out.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => desktopQuery()?.matches ?? false,
    () => false,
  );
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
