// @vitest-environment jsdom
/**
 * @mention suggestions (decision 045): `@` and two letters ask the server with the thread's
 * request, the listbox follows ARIA's combobox pattern, ArrowDown/ArrowUp/Enter/Tab choose and
 * Escape closes without cancelling the reply; the pure helpers find and replace the typed mention.
 */
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/render';
import { stubFetch } from '../../testing/fetch-stub';
import { ReplyBox } from './components/reply-box';
import { typedMention, withMention } from './lib/mention-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const maya = { id: 4, displayName: 'Maya Stone', slug: 'maya-stone', profilePicture: null };
const mateo = { id: 5, displayName: 'Mateo Ruiz', slug: 'mateo-r', profilePicture: null };

function Box({ onCancel }: { onCancel: () => void }) {
  const [value, setValue] = useState('');
  return (
    <ReplyBox
      label="Your reply"
      value={value}
      onChange={setValue}
      onSubmit={() => {}}
      submitLabel="Send reply"
      pending={false}
      onCancel={onCancel}
      requestId={12}
    />
  );
}

describe('mention suggestions in the reply box', () => {
  it('lists members for @ma and chooses one with the keyboard', async () => {
    const calls = stubFetch((c) =>
      c.path === '/api/users/mentions' ? { body: { data: [maya, mateo] } } : undefined,
    );
    const onCancel = vi.fn();
    renderWithApp(<Box onCancel={onCancel} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Your reply' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'Ask @m');
    expect(calls).toEqual([]);
    await user.type(box, 'a');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(calls.at(-1)!.search.get('prefix')).toBe('ma');
    expect(calls.at(-1)!.search.get('requestId')).toBe('12');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Maya Stone@maya-stone',
      'Mateo Ruiz@mateo-r',
    ]);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Ask @mateo-r ');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    // Escape closes the list and leaves the reply open; Tab chooses too.
    await user.type(box, '@ma');
    await screen.findByRole('option', { name: /Maya Stone/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onCancel).not.toHaveBeenCalled();
    await user.type(box, 'y');
    await screen.findByRole('option', { name: /Maya Stone/ });
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('Ask @mateo-r @maya-stone ');
  });
});

describe('typedMention and withMention', () => {
  it('finds the @word at the caret with two letters or more, not in an e-mail address', () => {
    expect(typedMention('hi @ma', 6)).toEqual({ start: 3, query: 'ma' });
    expect(typedMention('hi @m', 5)).toBeNull();
    expect(typedMention('me@mail', 7)).toBeNull();
    expect(typedMention('@نو', 3)).toEqual({ start: 0, query: 'نو' });
    expect(typedMention('@maya stone', 11)).toBeNull();
  });

  it('replaces the typed mention with the handle and one space', () => {
    expect(withMention('hi @ma there', { start: 3, query: 'ma' }, 'maya-stone')).toEqual({
      text: 'hi @maya-stone there',
      caret: 15,
    });
  });
});
