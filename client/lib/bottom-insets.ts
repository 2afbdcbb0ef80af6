/**
 * What is fixed to the bottom of the screen, published as CSS custom properties on <html> so
 * other fixed layers (toasts) can sit above it and cover no control:
 * - `--bottom-nav-inset`: height of the bottom navigation where it shows, else 0px;
 * - `--player-inset`: distance from the bottom of the viewport to the top of the floating player,
 *   else 0px.
 * Values are in CSS px. Each owner sets its own value while mounted and resets it on unmount.
 */
export type BottomInset = 'bottom-nav' | 'player';

/** Sets one inset (px, rounded up); 0 clears it. */
export function setBottomInset(name: BottomInset, px: number): void {
  if (typeof document === 'undefined') return;
  document.documentElement.style.setProperty(`--${name}-inset`, `${Math.max(0, Math.ceil(px))}px`);
}
