import { useSyncExternalStore } from 'react';
import { renderedViewportWidth } from './first-screen';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The viewport's width in CSS px (window.innerWidth), re-rendering on resize. The server's render
 * and hydration use the width the first screen was laid out for (lib/first-screen.ts), else
 * `serverFallback`.
 */
export function useViewportWidth(serverFallback = 1280): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => renderedViewportWidth() ?? serverFallback,
  );
}
