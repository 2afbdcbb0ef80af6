/**
 * A header button whose menu, popover or dialog is its own chunk (none of that code in
 * the feed's first paint): the button alone renders until the member first presses it, and the
 * chunk is fetched already on hover or focus so that press rarely waits.
 */
import { useState } from 'react';

/**
 * `warm`: the button's onPointerEnter and onFocus, which start `load()`; `active` turns true at
 * the first `activate()` (the press), when the caller renders the loaded component instead.
 */
export function useDeferredTrigger(load: () => Promise<unknown>) {
  const [active, setActive] = useState(false);
  const warm = { onPointerEnter: () => void load(), onFocus: () => void load() };
  return { active, activate: () => setActive(true), warm };
}
