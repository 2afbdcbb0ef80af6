// @vitest-environment jsdom
/** The first page's data starts before its code: which calls each page gets, and that the page's own query finds them. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../testing/msw';
import { aRequest, aResponse, ME } from '../testing/factories';
import { createQueryClient } from '../lib/query-client';
import { feedQuery, requestKeys } from '../lib/queries/requests';
import { responseKeys } from '../lib/queries/responses';
import { savedSongKeys } from '../lib/queries/saved-songs';
import { SESSION_KEY } from '../features/auth';
import { prefetchFirstPageData } from './first-page-data';

const server = setupMswServer();
let calls: string[] = [];

function serve(user: typeof ME | null) {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(
      `${url.pathname}${url.pathname === '/api/requests' ? `?sort=${url.searchParams.get('sort')}` : ''}`,
    );
  });
  server.use(
    http.get('/api/auth/me', () =>
      user
        ? HttpResponse.json(user)
        : HttpResponse.json({ error: 'unauthorized', message: 'Not signed in' }, { status: 401 }),
    ),
    http.get('/api/requests', ({ request }) =>
      HttpResponse.json({
        data: [aRequest({ viewer: undefined })],
        pagination: {
          page: Number(new URL(request.url).searchParams.get('page')),
          hasMore: false,
          snapshot: 42,
        },
      }),
    ),
    http.get('/api/requests/42', () => HttpResponse.json(aRequest())),
    http.get('/api/requests/42/responses', () => HttpResponse.json([aResponse(1)])),
    http.get(`/api/users/${ME.id}/saved-songs`, () => HttpResponse.json([])),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => server.events.removeAllListeners());

describe('prefetchFirstPageData', () => {
  it('asks for page 1 of the feed in the sort the feed will start with (MAGIC once for a member with genres)', async () => {
    serve({ ...ME, genres: [{ id: 1, name: 'Jazz' }] });
    const queryClient = createQueryClient();
    await prefetchFirstPageData(queryClient, '/', '');
    expect(calls).toEqual(['/api/auth/me', '/api/requests?sort=magic']);
    expect(
      queryClient.getQueryData(
        feedQuery({ sort: 'magic', search: '', unanswered: false }).queryKey,
      ),
    ).toMatchObject({ pages: [{ data: [{ id: 42 }] }] });
    // Peeking does not use up the one-time switch: the feed page makes it.
    expect(localStorage.getItem('hearsay-magic-switched')).toBeNull();
  });

  it('follows the stored sort and the unanswered filter; the You tab prefetches nothing more', async () => {
    serve(ME);
    localStorage.setItem('hearsay-feed-sort', 'responses');
    const queryClient = createQueryClient();
    await prefetchFirstPageData(queryClient, '/', '?unanswered=true');
    expect(calls).toEqual(['/api/auth/me', '/api/requests?sort=responses']);
    expect(
      queryClient.getQueryData(feedQuery({ sort: 'responses', unanswered: true }).queryKey),
    ).toBeDefined();
    calls.length = 0;
    await prefetchFirstPageData(queryClient, '/', '?tab=you');
    expect(calls).toEqual([]);
  });

  it('asks for a request and its recommendations, and for the saved songs on /saved', async () => {
    serve(ME);
    const queryClient = createQueryClient();
    await prefetchFirstPageData(queryClient, '/requests/42', '');
    expect(calls.sort()).toEqual([
      '/api/auth/me',
      '/api/requests/42',
      '/api/requests/42/responses',
    ]);
    expect(queryClient.getQueryData(requestKeys.detail(42))).toMatchObject({ id: 42 });
    expect(queryClient.getQueryData(responseKeys.byRequest(42))).toHaveLength(1);
    await prefetchFirstPageData(queryClient, '/saved', '');
    expect(queryClient.getQueryData(savedSongKeys.byUser(ME.id))).toEqual([]);
  });

  it('stops after the session when signed out, and does nothing on other pages', async () => {
    serve(null);
    const queryClient = createQueryClient();
    await prefetchFirstPageData(queryClient, '/requests/42', '');
    expect(calls).toEqual(['/api/auth/me']);
    expect(queryClient.getQueryData(SESSION_KEY)).toBeNull();
    calls.length = 0;
    await prefetchFirstPageData(queryClient, '/profile', '');
    expect(calls).toEqual([]);
  });
});

describe('the early session answer of index.html', () => {
  it('is taken once by the first session query; later ones ask the server', async () => {
    serve(ME);
    const page = window as { __hearsaySession?: Promise<Response | null> };
    page.__hearsaySession = Promise.resolve(
      new Response(JSON.stringify({ ...ME, displayName: 'From the page' }), { status: 200 }),
    );
    const queryClient = createQueryClient();
    await prefetchFirstPageData(queryClient, '/saved', '');
    expect(queryClient.getQueryData(SESSION_KEY)).toMatchObject({ displayName: 'From the page' });
    expect(calls).toEqual([`/api/users/${ME.id}/saved-songs`]);
    expect(page.__hearsaySession).toBeUndefined();
    await queryClient.refetchQueries({ queryKey: SESSION_KEY });
    expect(queryClient.getQueryData(SESSION_KEY)).toMatchObject({ displayName: ME.displayName });
  });
});
