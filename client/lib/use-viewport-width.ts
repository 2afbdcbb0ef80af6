import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The viewport's width in CSS px (window.innerWidth), re-rendering on resize; the server's render
 * and hydration use `serverFallback`. Only for what no first screen shows (the GIF picker): layout
 * a server renders is CSS, as the server cannot know the width (decision 042).
 */
export function useViewportWidth(serverFallback = 1280): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => serverFallback,
  );
}
