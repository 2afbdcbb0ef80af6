import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_MARGIN_PX } from '@common/constants';

/**
 * Calls `onReach` when the returned sentinel element comes within 100 px of the viewport
 * (spec 000 §9 infinite-scroll margin) and `enabled` is true.
 */
export function useInfiniteScroll<T extends HTMLElement>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onReach);
  // The latest callback, updated after each render (not during it) so the observer never calls a stale one.
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && callback.current(),
      {
        rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px`,
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
