// @vitest-environment jsdom
/** The header's bell: badge and accessible name, grouped list, mark read, paging, empty and error states. */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { expectListErrorThenEmptyOnRetry } from './notifications-test-helpers';
import type { NotificationGroup } from '@common/schemas/notifications';
import { bellLabel, NotificationBell } from './components/notification-bell';

const server = setupMswServer();

const group = (over: Partial<NotificationGroup>): NotificationGroup => ({
  type: 'response_saved',
  requestId: 4,
  responseId: 9,
  genre: null,
  count: 5,
  latestActor: { id: 2, displayName: 'Ana' },
  actorCount: 5,
  requestText: 'Songs for rain',
  songTitle: 'Riders on the Storm',
  verdict: null,
  unread: true,
  latestAt: new Date().toISOString(),
  ...over,
});

const renderBell = () => renderWithApp(<NotificationBell />);

describe('NotificationBell', () => {
  it('names the unread count, lists grouped notifications and marks one read when opened', async () => {
    const marked: unknown[] = [];
    let unread = 2;
    server.use(
      http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread })),
      http.get('/api/notifications', () =>
        HttpResponse.json({
          data: [
            group({}),
            group({
              type: 'response_to_your_request',
              requestId: 5,
              responseId: 11,
              actorCount: 1,
              unread: false,
            }),
            group({
              type: 'watched_genre_request',
              requestId: 7,
              responseId: null,
              genre: { id: 3, name: 'Jazz' },
              count: 3,
              actorCount: 2,
              songTitle: null,
              unread: false,
            }),
          ],
          pagination: { page: 1, hasMore: false },
          unread,
        }),
      ),
      http.post('/api/notifications/read', async ({ request }) => {
        marked.push(await request.json());
        unread = 1;
        return HttpResponse.json({ unread });
      }),
    );
    const user = userEvent.setup();
    renderBell();
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(dialog).findAllByTestId('notification');
    expect(within(dialog).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Ana and 4 others saved your recommendation (unread)'),
      expect.stringContaining('Ana answered your request'),
      expect.stringContaining('3 new requests in Jazz'),
    ]);
    expect(links[2]).toHaveAttribute('href', '/requests/7');
    expect(links[0]).toHaveAttribute('href', '/requests/4#response-9');
    await user.click(links[0]!);
    await waitFor(() =>
      expect(marked).toEqual([
        { type: 'response_saved', requestId: 4, responseId: 9, genreId: null },
      ]),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('shows the empty state, and an error state with retry', async () => {
    await expectListErrorThenEmptyOnRetry(server, async (user) => {
      renderBell();
      await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('keeps the count the live stream pushed over a fetch of the count that was in flight meanwhile', async () => {
    // A stand-in for the browser's EventSource: the test pushes the stream's events itself.
    const streams: { emit: (unread: number) => void }[] = [];
    class FakeEventSource {
      private listeners: ((event: MessageEvent<string>) => void)[] = [];
      constructor() {
        streams.push({
          emit: (unread) =>
            this.listeners.forEach((l) =>
              l(new MessageEvent('unread', { data: JSON.stringify({ unread }) })),
            ),
        });
      }
      addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
        this.listeners.push(listener);
      }
      removeEventListener() {}
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      // The fetch was read on the server before the answer was committed (0) and arrives after
      // the stream already pushed the new count (1).
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.get('/api/notifications/unread-count', async () => {
          await held;
          return HttpResponse.json({ unread: 0 });
        }),
      );
      renderBell();
      await waitFor(() => expect(streams).toHaveLength(1));
      streams[0]!.emit(1);
      await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      release();
      // The late fetch must not put 0 back: the badge and the title keep 1.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('labels the bell with and without unread notifications', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
});
