// @vitest-environment jsdom
/** /admin and /data access (spec 001 §2, §6; docs/decisions/005-roles.md) and Feedback Admin triage. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { FeedbackItem, SessionUser } from '@common/schemas';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { renderWithApp } from '../../testing/render';
import { AdminPage } from './admin-page';
import { DataPage } from './data-page';
import { ProcessingPage } from './processing-page';
import { MinimalPlayerRoute, PlayerTestRoute } from './player-dev/dev-pages';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const base = { slug: 'x', profilePicture: null, genres: [] };
const MEMBER: SessionUser = {
  ...base,
  id: 2,
  displayName: 'Mo Member',
  email: 'mo@example.com',
  role: 'member',
};
/** Staff sessions that passed two-factor; `STAFF_NO_MFA` has not. */
const passed = { emailVerified: true, twoFactorEnabled: true, mfaPassed: true };
const STAFF: SessionUser = {
  ...base,
  ...passed,
  id: 1,
  displayName: 'Sam Staff',
  email: 'sam@example.com',
  role: 'staff',
};
const ADMIN: SessionUser = {
  ...base,
  ...passed,
  id: 3,
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
};
const STAFF_NO_MFA: SessionUser = { ...STAFF, twoFactorEnabled: false, mfaPassed: false };

const ITEM: FeedbackItem = {
  id: 11,
  type: 'bug',
  comment: 'The play button does nothing',
  screen: '/requests/4',
  status: 'unread',
  priority: 'medium',
  createdAt: '2025-03-04T05:06:00.000Z',
  user: { id: 2, displayName: 'Mo Member', email: 'mo@example.com' },
};

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
type Handler = (call: Call) => Response | undefined;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(handler: Handler) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return (
        handler(call) ??
        // The Blocked servers section on /admin: none unless a test says otherwise.
        (call.path === '/api/admin/federation/blocks'
          ? json(200, { data: [] })
          : json(404, { error: 'not_found', message: 'Not found' }))
      );
    }),
  );
  return calls;
}

function renderAt(path: string, user: SessionUser | null) {
  renderWithApp(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
      <Route path="/data" element={<DataPage />} />
      <Route path="/processing" element={<ProcessingPage />} />
      <Route path="/" element={<h1>Home feed</h1>} />
    </Routes>,
    { route: path, session: user },
  );
  return userEvent.setup();
}

const latestToast = () => getToasts()[0];
/** The staff screens load lazily; under a busy test run the first import can take a few seconds. */
const LAZY = { timeout: 15_000 };

describe('/admin', () => {
  it('asks a signed-out visitor to log in, without calling the feedback API', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/admin', null);
    expect(
      await screen.findByRole('heading', { name: 'Admin Access Required' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the admin panel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });

  it('tells a member the screen is for staff, without calling the feedback API', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/admin', MEMBER);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByText('Feedback Admin', { selector: 'h1' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks staff who have not passed two-factor to set it up, without calling the feedback API', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/admin', STAFF_NO_MFA);
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication required' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows staff the cards with type, submitter, status, priority, date, comment and screen', async () => {
    const calls = stubFetch((c) =>
      c.path === '/api/feedback'
        ? json(200, { data: [ITEM], pagination: { page: 1, hasMore: false } })
        : undefined,
    );
    renderAt('/admin', ADMIN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feedback Admin' }, LAZY),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Bug')).toBeInTheDocument();
    expect(within(card).getByText('Mo Member')).toBeInTheDocument();
    expect(within(card).getByText('(mo@example.com)')).toBeInTheDocument();
    expect(within(card).getByText('The play button does nothing')).toBeInTheDocument();
    expect(within(card).getByText('/requests/4')).toBeInTheDocument();
    expect(within(card).getByText(/^[A-Z][a-z]{2} \d{1,2}, 2025 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Status')).toHaveValue('unread');
    expect(within(card).getByLabelText('Priority')).toHaveValue('medium');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/feedback' });
    expect(new URLSearchParams(calls[0]!.search).get('sortBy')).toBe('newest');
    expect(new URLSearchParams(calls[0]!.search).has('status')).toBe(false);
  });

  it('sends filters except "all" and Sort By to the API', async () => {
    const calls = stubFetch((c) =>
      c.path === '/api/feedback'
        ? json(200, { data: [], pagination: { page: 1, hasMore: false } })
        : undefined,
    );
    const user = renderAt('/admin', STAFF);
    expect(await screen.findByText('No feedback yet.', {}, LAZY)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'problem_user');
    await user.selectOptions(screen.getByLabelText('Sort By'), 'priority');
    await waitFor(() => {
      const last = new URLSearchParams(calls.at(-1)!.search);
      expect(Object.fromEntries(last)).toMatchObject({ type: 'problem_user', sortBy: 'priority' });
      expect(last.has('status')).toBe(false);
      expect(last.has('priority')).toBe(false);
    });
    expect(await screen.findByText('No feedback matches these filters.')).toBeInTheDocument();
    expect(
      Array.from((screen.getByLabelText('Sort By') as HTMLSelectElement).options).map(
        (o) => o.text,
      ),
    ).toEqual(['Priority', 'Newest First', 'Oldest First']);
  });

  it('saves a status change with "Status updated", and reports a failed priority change', async () => {
    const calls = stubFetch((c) => {
      if (c.method === 'GET' && c.path === '/api/feedback')
        return json(200, { data: [ITEM], pagination: { page: 1, hasMore: false } });
      if (c.path === '/api/feedback/11/status') return json(200, { ...ITEM, status: 'fixed' });
      if (c.path === '/api/feedback/11/priority')
        return json(500, {
          error: 'internal_error',
          message: 'Something went wrong. Please try again.',
        });
      return undefined;
    });
    const user = renderAt('/admin', STAFF);
    const card = await screen.findByRole('article', {}, LAZY);
    await user.selectOptions(within(card).getByLabelText('Status'), 'fixed');
    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: 'Status updated', duration: 1500 }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/feedback/11/status',
        body: { status: 'fixed' },
      }),
    );

    await user.selectOptions(
      within(screen.getByRole('article')).getByLabelText('Priority'),
      'critical',
    );
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Failed to update priority',
        description: 'Something went wrong. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('toasts "Failed to fetch feedback" when the list fails', async () => {
    stubFetch((c) =>
      c.path === '/api/feedback'
        ? json(500, { error: 'internal_error', message: 'Something went wrong. Please try again.' })
        : c.path === '/api/admin/reports'
          ? json(200, { data: [], actions: [] })
          : c.path === '/api/admin/audit-log'
            ? json(200, { data: [], nextCursor: null })
            : undefined,
    );
    renderAt('/admin', STAFF);
    await waitFor(
      () =>
        expect(latestToast()).toMatchObject({
          title: 'Failed to fetch feedback',
          variant: 'destructive',
        }),
      LAZY,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch feedback');
  });
});

describe('/admin moderation log', () => {
  it('offers Restore on an item still hidden, calling the moderation API', async () => {
    const at = '2025-03-04T05:06:00.000Z';
    const calls = stubFetch((c) =>
      c.path === '/api/feedback'
        ? json(200, { data: [], pagination: { page: 1, hasMore: false } })
        : c.path === '/api/admin/reports'
          ? json(200, {
              data: [],
              actions: [
                {
                  id: 3,
                  staff: 'Sam Staff',
                  action: 'hide',
                  targetType: 'response',
                  targetId: 7,
                  createdAt: at,
                  targetHidden: true,
                },
                {
                  id: 2,
                  staff: 'Sam Staff',
                  action: 'hide',
                  targetType: 'request',
                  targetId: 8,
                  createdAt: at,
                  targetHidden: false,
                },
                {
                  id: 1,
                  staff: 'Sam Staff',
                  action: 'dismiss',
                  targetType: 'member',
                  targetId: 9,
                  createdAt: at,
                  targetHidden: false,
                },
              ],
            })
          : c.path === '/api/admin/moderation'
            ? json(200, { hidden: false, closedReports: 0 })
            : undefined,
    );
    const user = renderAt('/admin', STAFF);
    const log = await screen.findByRole('list', { name: 'Recent moderation' }, LAZY);
    expect(
      within(log)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Restore recommendation #7']);
    await user.click(within(log).getByRole('button', { name: 'Restore recommendation #7' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/api/admin/moderation',
          body: { action: 'restore', targetType: 'response', targetId: 7 },
        }),
      ),
    );
    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: 'Restored', variant: 'success' }),
    );
  });
});

describe('/data', () => {
  it('sends a member to / without a single dashboard call', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/data', MEMBER);
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends a signed-out visitor to / as well', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/data', null);
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows staff the Stats tab with the four totals, fetching only the stats', async () => {
    const calls = stubFetch((c) =>
      c.path === '/api/admin/data/stats'
        ? json(200, { totalUsers: 1234, totalRequests: 56, totalResponses: 7, totalSaves: 0 })
        : undefined,
    );
    renderAt('/data', STAFF);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Dashboard' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Stats',
      'Users',
      'Requests',
      'Responses',
      'Saves',
      'Genres',
    ]);
    const card = (await screen.findByRole('heading', { name: 'Total Users' }, LAZY)).closest('li')!;
    expect(card).toHaveTextContent((1234).toLocaleString());
    expect(screen.getByRole('heading', { name: 'Total Saves' }).closest('li')).toHaveTextContent(
      '0',
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/data/stats']);
  });
});

describe('the staff screens share one gate', () => {
  // /data sends members to / (spec 001 §2, §6); /processing tells them why, as /admin does.
  it.each([
    ['/data', 'Home feed'],
    ['/processing', 'Access denied'],
  ])(
    '%s shows members "%s" and asks staff without two-factor for it, with no call',
    async (path, heading) => {
      const memberCalls = stubFetch(() => undefined);
      renderAt(path, MEMBER);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(memberCalls).toEqual([]);
      cleanup();
      const staffCalls = stubFetch(() => undefined);
      renderAt(path, STAFF_NO_MFA);
      expect(
        await screen.findByRole('heading', { name: 'Two-factor authentication required' }),
      ).toBeInTheDocument();
      expect(staffCalls).toEqual([]);
    },
  );

  it.each(['/player-test', '/minimal-player'])(
    '%s tells a member "Access denied" instead of sending them to the feed',
    async (path) => {
      const calls = stubFetch(() => undefined);
      renderWithApp(
        <Routes>
          <Route path="/player-test" element={<PlayerTestRoute />} />
          <Route path="/minimal-player" element={<MinimalPlayerRoute />} />
          <Route path="/" element={<h1>Home feed</h1>} />
        </Routes>,
        { route: path, session: MEMBER },
      );
      expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/');
      expect(calls).toEqual([]);
    },
  );
});

describe('/admin member accounts and audit log', () => {
  const ACCOUNT = {
    id: 9,
    displayName: 'Mo Member',
    email: 'mo@example.com',
    role: 'member',
    createdAt: '2025-03-04T05:06:00.000Z',
    suspendedAt: null,
    suspensionReason: null,
    twoFactorEnabled: true,
    sessions: 2,
  };
  const EVENT = {
    id: 5,
    type: 'account_suspended',
    createdAt: '2025-03-04T05:07:00.000Z',
    actor: { id: 1, displayName: 'Sam Staff' },
    target: { id: 9, displayName: 'Mo Member' },
    ip: '203.0.113.9',
    details: { reason: 'Spam links' },
  };

  it('finds an account, suspends it with a reason after confirming, and filters the audit log by type', async () => {
    let suspended = false;
    const calls = stubFetch((c) => {
      if (c.path === '/api/feedback')
        return json(200, { data: [], pagination: { page: 1, hasMore: false } });
      if (c.path === '/api/admin/reports') return json(200, { data: [], actions: [] });
      if (c.path === '/api/admin/audit-log') return json(200, { data: [EVENT], nextCursor: null });
      if (c.path === '/api/admin/accounts')
        return json(
          200,
          suspended
            ? {
                ...ACCOUNT,
                suspendedAt: EVENT.createdAt,
                suspensionReason: 'Spam links',
                sessions: 0,
              }
            : ACCOUNT,
        );
      if (c.path === '/api/admin/users/9/suspend') {
        suspended = true;
        return json(200, {
          ...ACCOUNT,
          suspendedAt: EVENT.createdAt,
          suspensionReason: 'Spam links',
          sessions: 0,
        });
      }
      return undefined;
    });
    const user = renderAt('/admin', STAFF);
    const accounts = await screen.findByRole('region', { name: 'Member accounts' }, LAZY);
    await user.type(
      within(accounts).getByLabelText('Email address or account id'),
      'mo@example.com',
    );
    await user.click(within(accounts).getByRole('button', { name: 'Find' }));
    const card = await within(accounts).findByRole('article', { name: 'Account of Mo Member' });
    expect(card).toHaveTextContent('Active');
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/admin/accounts', search: '?query=mo%40example.com' }),
    );

    await user.click(within(card).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Mo Member?' });
    expect(within(dialog).getByRole('button', { name: 'Suspend account' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Spam links');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: 'Mo Member is suspended', variant: 'success' }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/users/9/suspend',
        body: { reason: 'Spam links' },
      }),
    );
    expect(await within(card).findByText('Suspended')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();

    const audit = screen.getByRole('region', { name: 'Audit log' });
    const row = await within(audit).findByTestId('audit-event');
    expect(row).toHaveTextContent('Account suspended');
    expect(row).toHaveTextContent('Mo Member (#9)');
    expect(row).toHaveTextContent('reason: Spam links');
    await user.selectOptions(within(audit).getByLabelText('Event type'), 'signin_failed');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        path: '/api/admin/audit-log',
        search: '?type=signin_failed&limit=50',
      }),
    );
    expect(within(audit).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit-log/export?type=signin_failed',
    );
  });
});
