// @vitest-environment jsdom
/**
 * The reply thread: the toggle's count, a thread with a mention link whose text stays
 * text (no HTML from what members write), the counter counting an emoji once, a keyed POST, and a
 * refused reply's message.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reply, ReplyPage } from '@common/schemas/replies';
import { renderWithApp } from '../../testing/render';
import { stubFetch } from '../../testing/fetch-stub';
import { ReplyThread, replyToggleLabel } from './components/reply-thread';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ana = { id: 2, displayName: 'Ana Answers', slug: 'ana-answers', profilePicture: null };
const ben = { id: 3, displayName: 'Ben Replies', slug: 'ben-replies', profilePicture: null };
const response = { id: 7, requestId: 5, replies: 1, user: ana };
const reply: Reply = {
  id: 11,
  responseId: 7,
  body: 'Ask @cleo-c about <b>this</b> @nobody-here',
  user: ben,
  mentions: [{ id: 4, slug: 'cleo-c', displayName: 'Cleo C' }],
  createdAt: new Date().toISOString(),
  editedAt: null,
};
const page = (data: Reply[]): ReplyPage => ({
  data,
  pagination: { page: 1, hasMore: false },
  total: data.length,
});

describe('ReplyThread', () => {
  it('says Reply, 1 reply or N replies', () => {
    expect([replyToggleLabel(0), replyToggleLabel(1), replyToggleLabel(3)]).toEqual([
      'Reply',
      '1 reply',
      '3 replies',
    ]);
  });

  it('opens the thread: mentions of members link to their profiles, the rest stays text', async () => {
    stubFetch((c) =>
      c.path === '/api/responses/7/replies'
        ? { body: page([reply]) }
        : c.path === '/api/blocks'
          ? { body: { data: [] } }
          : undefined,
    );
    renderWithApp(<ReplyThread response={response} viewerId={9} />);
    const toggle = screen.getByRole('button', { name: '1 reply' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const item = within(await screen.findByRole('list', { name: 'Replies' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: '@cleo-c' })).toHaveAttribute(
      'href',
      '/profile/cleo-c',
    );
    expect(within(item).queryByRole('link', { name: '@nobody-here' })).not.toBeInTheDocument();
    expect(item).toHaveTextContent('about <b>this</b> @nobody-here');
    expect(item.querySelector('b')).toBeNull();
    await user.click(
      within(item).getByRole('button', { name: "More actions for Ben Replies's reply" }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Report this reply' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Block Ben Replies' })).toBeInTheDocument();
  });

  it('posts with an Idempotency-Key, counts an emoji once, and shows a refusal', async () => {
    const posted: { key: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push({
            key: new Headers(init.headers).get('Idempotency-Key'),
            body: JSON.parse(String(init.body)),
          });
          return new Response(
            JSON.stringify({ error: 'forbidden', message: "You can't reply here." }),
            {
              status: 403,
              headers: { 'Content-Type': 'application/json' },
            },
          );
        }
        return new Response(JSON.stringify(page([])), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderWithApp(<ReplyThread response={{ ...response, replies: 0 }} viewerId={9} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('No replies yet.')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Your reply' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'Nice 🎶');
    expect(screen.getByText('6/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You can't reply here.");
    expect(posted).toEqual([{ key: expect.any(String), body: { body: 'Nice 🎶' } }]);
    expect(box).toHaveValue('Nice 🎶');
  });
});
