// @vitest-environment jsdom
/** Which key presses the player's shortcuts take. */
import { afterEach, describe, expect, it } from 'vitest';
import { shortcutFor, type ShortcutKeyEvent } from './keyboard-shortcuts';

function press(key: string, changes: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: document.body,
    ...changes,
  };
}

function focusable(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutFor', () => {
  it('maps Space, J, K and ? on the page itself', () => {
    expect(shortcutFor(press(' '))).toBe('togglePlay');
    expect(shortcutFor(press('j'))).toBe('next');
    expect(shortcutFor(press('k'))).toBe('previous');
    expect(shortcutFor(press('?', { shiftKey: true }))).toBe('help');
    expect(shortcutFor(press('J'))).toBe('next');
  });

  it('leaves other keys, held modifiers and handled presses alone', () => {
    expect(shortcutFor(press('x'))).toBeNull();
    expect(shortcutFor(press('Enter'))).toBeNull();
    expect(shortcutFor(press('j', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('k', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press(' ', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('J', { shiftKey: true }))).toBeNull();
    expect(shortcutFor(press(' ', { shiftKey: true }))).toBeNull();
    expect(shortcutFor(press('?', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutFor(press(' ', { defaultPrevented: true }))).toBeNull();
  });

  it.each([
    ['a text field', '<input data-target />'],
    ['a text area', '<textarea data-target></textarea>'],
    ['a select', '<select data-target><option>a</option></select>'],
    ['a button', '<button data-target>Play</button>'],
    ['an icon inside a button', '<button><svg data-target></svg></button>'],
    ['a link', '<a href="/x" data-target>x</a>'],
    ['an editable element', '<div contenteditable="true"><p data-target>x</p></div>'],
    ['an open dialog', '<div role="dialog"><p tabindex="-1" data-target>x</p></div>'],
    ['a menu', '<div role="menu"><div role="menuitem" tabindex="-1" data-target>x</div></div>'],
    ['a slider', '<div role="slider" tabindex="0" data-target></div>'],
  ])('ignores every key while %s has focus', (_what, html) => {
    const target = focusable(html);
    for (const key of [' ', 'j', 'k', '?']) expect(shortcutFor(press(key, { target }))).toBeNull();
  });

  it('takes keys on a focused region that is not a control (the player panel, a card)', () => {
    const target = focusable('<section tabindex="0" aria-label="Player" data-target></section>');
    expect(shortcutFor(press('j', { target }))).toBe('next');
    expect(shortcutFor(press('k', { target: null }))).toBe('previous');
  });
});
