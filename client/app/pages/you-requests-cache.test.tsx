// @vitest-environment jsdom
/**
 * Regression: the feed's You tab → Requests and then /you → Requests share one cached
 * list of the member's requests. Both once had their own `useUserRequests` with the same query key
 * but different page parameters, so the second refetch sent `page=[object Object]` and showed
 * "Failed to load requests". Each order of the two screens must reuse the list and page on.
 */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { SESSION_KEY } from '../../features/auth/api/session';
import { aRequest, ME } from '../../testing/factories';
import { FeedYouTab } from '../../features/feed/components/feed-you-tab';
import { YouPage } from './you-page';

const pagesAsked: string[] = [];
const server = setupServer(
  http.get('/api/users/7/requests', ({ request }) => {
    const page = new URL(request.url).searchParams.get('page') ?? '1';
    pagesAsked.push(page);
    // As the server does: page defaults to 1; one that is not a positive integer is a 400.
    if (!/^\d+$/.test(page))
      return HttpResponse.json(
        { error: 'Bad Request', message: 'page must be an integer' },
        { status: 400 },
      );
    return HttpResponse.json({
      data: [
        aRequest({
          id: 40 + Number(page),
          content: `My request on page ${page}`,
          user: { id: ME.id, displayName: ME.displayName, slug: ME.slug, profilePicture: null },
        }),
      ],
      pagination: { page: Number(page), hasMore: Number(page) < 2, snapshot: 99 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  pagesAsked.length = 0;
});
afterAll(() => server.close());

function show(queryClient: QueryClient, at: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/" element={<FeedYouTab userId={ME.id} />} />
          <Route path="/you" element={<YouPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function client() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, ME);
  return queryClient;
}

/** Shows `first`, leaves it, shows `second` with the same cache; the list loads there without an error. */
async function visitBoth(first: string, second: string) {
  const queryClient = client();
  show(queryClient, first);
  expect(await screen.findByText('My request on page 1')).toBeInTheDocument();
  cleanup();

  show(queryClient, second);
  expect(await screen.findByText('My request on page 1')).toBeInTheDocument();
  // Let the background refetch of the cached list settle, then look again.
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByText(/Failed to load requests/)).not.toBeInTheDocument();
  expect(pagesAsked.every((p) => /^\d+$/.test(p))).toBe(true);
}

describe("the member's requests, cached once for the feed's You tab and /you", () => {
  it('feed You tab → /you Requests: the list loads, no page=[object Object], and pages on', async () => {
    await visitBoth('/?tab=you&filter=requests', '/you?filter=requests');
    (await screen.findByRole('button', { name: 'Load More' })).click();
    expect(await screen.findByText('My request on page 2')).toBeInTheDocument();
  });

  it('/you Requests → feed You tab: the list loads', async () => {
    await visitBoth('/you?filter=requests', '/?tab=you&filter=requests');
  });
});
