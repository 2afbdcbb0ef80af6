/**
 * Steps the notification tests share: the list's error state and its retry. Not a test file
 * itself.
 */
import { apiPath } from '@common/api-routes';
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { server as mswServer } from '../../testing/msw';

/**
 * With the list failing (500) and no unread count, `show` opens the list: it says loading failed,
 * and Try again, the list now answering with nothing, shows the empty state.
 */
export async function expectListErrorThenEmptyOnRetry(
  server: typeof mswServer,
  show: (user: UserEvent) => unknown,
) {
  let fail = true;
  server.use(
    http.get(apiPath('getNotificationsUnreadCount'), () => HttpResponse.json({ unread: 0 })),
    http.get(apiPath('getNotifications'), () =>
      fail
        ? HttpResponse.json({ error: 'x', message: 'down' }, { status: 500 })
        : HttpResponse.json({ data: [], pagination: { page: 1, hasMore: false }, unread: 0 }),
    ),
  );
  const user = userEvent.setup();
  await show(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load notifications. Please try again.');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: /try again/i }));
  expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
}
