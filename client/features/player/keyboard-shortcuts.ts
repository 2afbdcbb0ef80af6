/**
 * The player's keyboard shortcuts: Space plays or pauses, J skips to the next song, K
 * back to the previous one, and ? opens the list of shortcuts. Pure: `shortcutFor` decides whether
 * a key press is one of them, so typing in a field, pressing a focused button or a browser
 * shortcut (Ctrl/Cmd/Alt) never reaches the player.
 */

/** What a shortcut does. */
export type ShortcutAction = 'togglePlay' | 'next' | 'previous' | 'help';

/**
 * The shortcuts the help dialog lists, in its order: the key as shown (the dialog names Space in
 * the page's language) and what it does (its label is the catalogue's `shortcuts.<action>`).
 */
export const PLAYER_SHORTCUTS: readonly { keys: string; action: ShortcutAction }[] = [
  { keys: 'Space', action: 'togglePlay' },
  { keys: 'J', action: 'next' },
  { keys: 'K', action: 'previous' },
  { keys: '?', action: 'help' },
];

/** The parts of a KeyboardEvent the decision reads. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/**
 * Where a key belongs to the focused element: fields, buttons, links and anything editable, and
 * open dialogs and menus (their own keys move focus or pick items).
 */
const OWNS_KEYS =
  'input, textarea, select, button, a[href], summary, [contenteditable]:not([contenteditable="false"]), [role="dialog"], [role="menu"], [role="listbox"], [role="slider"], [role="tab"]';

/** True when `target` is, or is inside, an element that uses the key itself. */
function focusOwnsKeys(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest(OWNS_KEYS) !== null;
}

/**
 * The shortcut a key press asks for, or null when the page should handle it as usual: the press
 * was already handled, a modifier is held (Shift only for "?", which needs it on most layouts), or
 * the focus is on a field, button, link or editable element.
 */
export function shortcutFor(event: ShortcutKeyEvent): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (focusOwnsKeys(event.target)) return null;
  if (event.key === '?') return 'help';
  if (event.shiftKey) return null;
  switch (event.key) {
    case ' ':
      return 'togglePlay';
    case 'j':
    case 'J':
      return 'next';
    case 'k':
    case 'K':
      return 'previous';
    default:
      return null;
  }
}
