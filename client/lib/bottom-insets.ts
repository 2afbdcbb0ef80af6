/**
 * What is fixed to the bottom of the screen, published as CSS custom properties on <html> so
 * other fixed layers (toasts) can sit above it and cover no control:
 * - `--bottom-nav-inset`: height of the bottom navigation where it shows, else 0px;
 * - `--player-inset`: distance from the bottom of the viewport to the top of the floating player,
 *   else 0px.
 * Values are in CSS px. Each owner sets its own value while mounted and resets it on unmount.
 *
 * While an inset is set, a control that gets the focus under it is scrolled up above it (decision
 * 044): a keyboard member never tabs to a button the player hides. The page's scroll padding
 * (styles.css) does the same for scrolling to a fragment.
 */
export type BottomInset = 'bottom-nav' | 'player';

const insets: Record<BottomInset, number> = { 'bottom-nav': 0, player: 0 };
/** Room kept between a focused control and the layer above it (px). */
const FOCUS_GAP_PX = 8;
let guarding = false;

/** The height of the tallest bottom layer now (px). */
export function bottomInset(): number {
  return Math.max(insets['bottom-nav'], insets.player);
}

/** How far `rect` must scroll up to clear the bottom layers of a `viewport`-tall window (px); 0 when clear. Pure. */
export function scrollToClear(
  rect: { top: number; bottom: number },
  viewport: number,
  inset: number,
): number {
  if (inset <= 0) return 0;
  const limit = viewport - inset - FOCUS_GAP_PX;
  if (rect.bottom <= limit) return 0;
  // Never past the control's own top: a control taller than the room left keeps its top in view.
  return Math.max(0, Math.min(rect.bottom - limit, rect.top));
}

/** Scrolls a newly focused control out from under the bottom layers, unless it is part of one. */
function onFocusIn(event: FocusEvent) {
  const el = event.target;
  if (!(el instanceof HTMLElement)) return;
  requestAnimationFrame(() => {
    const rect = el.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (hit === null || hit === el || el.contains(hit)) return; // visible: the player's own controls, say
    const by = scrollToClear(rect, window.innerHeight, bottomInset());
    if (by > 0) window.scrollBy({ top: by });
  });
}

/** Sets one inset (px, rounded up); 0 clears it. */
export function setBottomInset(name: BottomInset, px: number): void {
  if (typeof document === 'undefined') return;
  insets[name] = Math.max(0, Math.ceil(px));
  document.documentElement.style.setProperty(`--${name}-inset`, `${insets[name]}px`);
  if (!guarding && insets[name] > 0) {
    guarding = true;
    document.addEventListener('focusin', onFocusIn);
  }
}
