// @vitest-environment jsdom
/**
 * An ended session (decision 044): an `unauthorized` answer to the kind of call each page makes
 * (the feed's list, the request page's upvote, the settings' profile edit) clears the session,
 * says so, and the route guard sends the member to /login with the page to come back to. A
 * refused password (also a 401) does not.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { callApi } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { setupMswServer } from '../../testing/msw';
import { ME } from '../../testing/factories';
import { RequireAuth } from '../../app/guards';
import { SESSION_KEY } from './api/session';
import { SessionExpiryWatch } from './api/session-expiry';

const server = setupMswServer();
afterEach(() => dismissToast());

const gone = () =>
  HttpResponse.json({ error: 'unauthorized', message: 'Authentication required' }, { status: 401 });

function LoginStandIn() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <h1>Log in (back to {from})</h1>;
}

function FeedStandIn() {
  useQuery({ queryKey: ['/api/requests'] });
  return <h1>Feed</h1>;
}

function ActionStandIn({ act }: { act: () => Promise<unknown> }) {
  return (
    <button type="button" onClick={() => void act().catch(() => {})}>
      Act
    </button>
  );
}

function renderAt(path: string, element: React.ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, ME);
  render(
    <QueryClientProvider client={queryClient}>
      <SessionExpiryWatch />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginStandIn />} />
          <Route path="*" element={<RequireAuth>{element}</RequireAuth>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const expectSentToLogin = async (from: string) => {
  expect(await screen.findByRole('heading', { name: `Log in (back to ${from})` })).toBeVisible();
  await waitFor(() =>
    expect(getToasts().find((t) => t.open)?.title).toBe('Your session has ended'),
  );
};

describe('an ended session', () => {
  it('on the feed: the list’s 401 sends the member to log in and back to /', async () => {
    server.use(http.get('/api/requests', gone));
    const queryClient = renderAt('/', <FeedStandIn />);
    await expectSentToLogin('/');
    expect(queryClient.getQueryData(SESSION_KEY)).toBeNull();
  });

  it('on a request page: an upvote’s 401 does the same, back to the request', async () => {
    server.use(http.post('/api/requests/42/upvote', gone));
    renderAt(
      '/requests/42?order=oldest',
      <ActionStandIn
        act={() =>
          callApi('postRequestUpvote', { params: { id: 42 }, body: { userId: 1, upvoted: true } })
        }
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Act' }));
    await expectSentToLogin('/requests/42?order=oldest');
  });

  it('on settings: a profile edit’s 401 does the same; a refused password does not', async () => {
    server.use(
      http.patch('/api/users/1', gone),
      http.post('/api/auth/change-password', () =>
        HttpResponse.json({ error: 'wrong_password', message: 'No.' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    const queryClient = renderAt(
      '/profile',
      <>
        <ActionStandIn
          act={() =>
            callApi('postAuthChangePassword', {
              body: { currentPassword: 'a', newPassword: 'b' },
            })
          }
        />
        <button
          type="button"
          onClick={() =>
            void callApi('patchUser', { params: { id: 1 }, body: { displayName: 'X' } }).catch(
              () => {},
            )
          }
        >
          Save
        </button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Act' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual(ME);
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSentToLogin('/profile');
  });
});
