// @vitest-environment jsdom
/** The feed's search words live in the URL: a link opens the search, Back brings it back. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { aRequest, ME } from '../../testing/factories';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { FeedPage } from './components/feed-page';

const server = setupMswServer();
afterEach(cleanup);

/** The current URL's query, shown for the test to read. */
function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function RequestStub() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/** Two pages of members for any `q` (decision 045), recording the pages asked for. */
const peoplePages: { q: string; page: string }[] = [];
const person = (id: number, name: string) => ({
  id,
  displayName: name,
  slug: name.toLowerCase().replace(' ', '-'),
  profilePicture: null,
});

function renderFeed(path: string) {
  const searches: string[] = [];
  server.use(
    http.get('/api/genres', () => HttpResponse.json([])),
    // Leaving RECENT records the newest request seen (decision 050).
    http.put('/api/feed/seen', () => HttpResponse.json({ lastVisitAt: new Date().toISOString() })),
    http.get('/api/users/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = params.get('page') ?? '1';
      peoplePages.push({ q: params.get('q') ?? '', page });
      return HttpResponse.json({
        data: page === '1' ? [person(4, 'Maya Stone')] : [person(5, 'Mateo Ruiz')],
        pagination: { page: Number(page), hasMore: page === '1' },
      });
    }),
    http.get('/api/requests', ({ request }) => {
      searches.push(new URL(request.url).searchParams.get('search') ?? '');
      return HttpResponse.json({
        data: [aRequest({ id: 42 })],
        pagination: { page: 1, hasMore: false, snapshot: 1 },
      });
    }),
  );
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<FeedPage />} />
        <Route path="/requests/:id" element={<RequestStub />} />
      </Routes>
      <Location />
    </MemoryRouter>,
    { route: false, session: ME },
  );
  return { searches, user: userEvent.setup() };
}

describe('feed search in the URL', () => {
  it('opens with the words of ?q= and searches them', async () => {
    const { searches } = renderFeed('/?q=rain');
    expect(await screen.findByRole('searchbox', { name: /search/i })).toHaveValue('rain');
    await waitFor(() => expect(searches).toContain('rain'));
  });

  it('writes typed words into the URL, and Back from a request brings them back', async () => {
    const { user } = renderFeed('/');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('searchbox', { name: /search/i }), 'jazz');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=jazz'));
    await user.click(await screen.findByRole('link', { name: /Songs for a rainy Sunday/ }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('searchbox', { name: /search/i })).toHaveValue('jazz');
  });

  it('lists people whose name or handle starts with the words, page by page', async () => {
    const { user } = renderFeed('/');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('searchbox', { name: /search/i }), 'ma');
    const people = await screen.findByRole('region', { name: 'People' });
    expect(await screen.findByRole('link', { name: /Maya Stone/ })).toHaveAttribute(
      'href',
      '/profile/maya-stone',
    );
    await user.click(screen.getByRole('button', { name: 'More people' }));
    expect(await screen.findByRole('link', { name: /Mateo Ruiz/ })).toBeInTheDocument();
    expect(people).toBeInTheDocument();
    expect(peoplePages.filter((p) => p.q === 'ma')).toEqual([
      { q: 'ma', page: '1' },
      { q: 'ma', page: '2' },
    ]);
  });
});
