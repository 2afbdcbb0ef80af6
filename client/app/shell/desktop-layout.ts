/**
 * Where the shell switches from the phone layout (bottom bar) to the desktop one (left rail):
 * 1024 CSS px, Tailwind's `lg` breakpoint, so JS and CSS agree (issue 33).
 */
import { useViewportWidth } from '../../lib/use-viewport-width';

/** Narrowest viewport, in CSS px, that gets the navigation rail instead of the bottom bar. */
export const DESKTOP_MIN_WIDTH_PX = 1024;

/** True from 1024 px wide; the server's render uses the width the first screen was laid out for. */
export function useIsDesktop(): boolean {
  return useViewportWidth() >= DESKTOP_MIN_WIDTH_PX;
}
