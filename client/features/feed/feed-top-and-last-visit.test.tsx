// @vitest-environment jsdom
/** The Top order with its period in the URL, and RECENT's "new since your last visit" divider (decision 050). */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { aRequest, ME } from '../../testing/factories';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { FeedPage } from './components/feed-page';

const server = setupMswServer();

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const REQUESTS = [
  aRequest({ id: 3, content: 'Newest ask', createdAt: hoursAgo(1) }),
  aRequest({ id: 2, content: 'Seen ask', createdAt: hoursAgo(5) }),
  aRequest({ id: 1, content: 'Old ask', createdAt: hoursAgo(9) }),
];

/** The feed at `path` over a fake server whose RECENT page 1 carries `lastVisitAt`. */
function renderFeed(path: string, lastVisitAt: string | null) {
  const asked: URLSearchParams[] = [];
  const seen: unknown[] = [];
  server.use(
    http.get('/api/requests', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const recent = (params.get('sort') ?? 'recent') === 'recent';
      return HttpResponse.json({
        data: REQUESTS,
        pagination: { page: 1, hasMore: false, snapshot: 3, ...(recent ? { lastVisitAt } : {}) },
      });
    }),
    http.put('/api/feed/seen', async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json({ lastVisitAt: REQUESTS[0]!.createdAt });
    }),
  );
  localStorage.setItem('hearsay-feed-sort', 'recent');
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<FeedPage />} />
      </Routes>
      <Location />
    </MemoryRouter>,
    { route: false, session: { ...ME, genres: [] } },
  );
  return { asked, seen, user: userEvent.setup() };
}

describe('Top order', () => {
  it('comes after the spec sorts, keeps its period in the URL, and asks the server for it', async () => {
    const { asked, user } = renderFeed('/', null);
    const sorts = screen.getByRole('group', { name: 'Sort' });
    expect(
      within(sorts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['RECENT', 'POPULAR', 'MAGIC', 'TOP']);
    await user.click(within(sorts).getByRole('button', { name: 'TOP' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=top');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('top'));
    expect(asked.at(-1)?.get('window')).toBe('week');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'This month');
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=top&window=month');
    await waitFor(() => expect(asked.at(-1)?.get('window')).toBe('month'));
    await user.click(within(sorts).getByRole('button', { name: 'RECENT' }));
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
    expect(screen.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
  });

  it('opens from a link with its period chosen', async () => {
    const { asked } = renderFeed('/?sort=top&window=day', null);
    await waitFor(() => expect(asked.at(-1)?.get('window')).toBe('day'));
    expect(screen.getByRole('button', { name: 'TOP' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveValue('day');
  });
});

describe('new since your last visit', () => {
  it('draws a labelled line between new and seen requests, and records the newest on leaving', async () => {
    const { seen } = renderFeed('/', REQUESTS[1]!.createdAt);
    const line = await screen.findByRole('separator', { name: 'New since your last visit' });
    const items = [...screen.getByRole('list', { name: 'Requests' }).children] as HTMLElement[];
    expect(items.indexOf(line.closest('li')!)).toBe(1);
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('Newest ask')).toBeInTheDocument();
    expect(seen).toEqual([]);
    cleanup();
    await waitFor(() => expect(seen).toEqual([{ userId: ME.id, seenAt: REQUESTS[0]!.createdAt }]));
  });

  it('draws none on a first visit or in another order', async () => {
    renderFeed('/', null);
    expect(await screen.findByText('Newest ask')).toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    cleanup();
    renderFeed('/?sort=top', REQUESTS[1]!.createdAt);
    expect(await screen.findByText('Newest ask')).toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});
