// @vitest-environment jsdom
/** /notifications: history in pages, opening a group marks it read, mark all as read, empty and error states. */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { expectListErrorThenEmptyOnRetry } from './notifications-test-helpers';
import { aNotificationGroup } from '../../testing/factories';
import { NotificationsPage } from './components/notifications-page';

const server = setupMswServer();

describe('NotificationsPage', () => {
  it('lists the history page by page, marks an opened group read, and marks all as read', async () => {
    let unread = 2;
    const marked: unknown[] = [];
    let readAll = 0;
    server.use(
      http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread })),
      http.get('/api/notifications', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return page === 1
          ? HttpResponse.json({
              data: [
                aNotificationGroup(1, { unread: true }),
                aNotificationGroup(2, { unread: true }),
              ],
              pagination: { page: 1, hasMore: true },
              unread,
            })
          : HttpResponse.json({
              data: [aNotificationGroup(3, { type: 'response_saved', actorCount: 3 })],
              pagination: { page: 2, hasMore: false },
              unread,
            });
      }),
      http.post('/api/notifications/read', async ({ request }) => {
        marked.push(await request.json());
        unread = 1;
        return HttpResponse.json({ unread });
      }),
      http.post('/api/notifications/read-all', () => {
        readAll++;
        unread = 0;
        return HttpResponse.json({ unread });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />, { route: '/notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notification history' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(await screen.findByText('2 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(within(list).getAllByRole('link')[2]).toHaveTextContent(
      'Ana and 2 others saved your recommendation',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Focus moves to the first group the last page brought.
    await waitFor(() => expect(within(list).getAllByRole('link')[2]).toHaveFocus());

    await user.click(within(list).getAllByRole('link')[0]!);
    await waitFor(() =>
      expect(marked).toEqual([
        { type: 'response_upvoted', requestId: 1, responseId: 10, genreId: null },
      ]),
    );

    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await user.click(markAll);
    await waitFor(() => expect(readAll).toBe(1));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All notifications marked as read.');
    // The button keeps focus and a second press sends nothing.
    expect(markAll).toHaveFocus();
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(readAll).toBe(1);
  });

  it('shows the empty state, and an error state with retry', async () => {
    await expectListErrorThenEmptyOnRetry(server, () =>
      renderWithApp(<NotificationsPage />, { route: '/notifications' }),
    );
  });
});
