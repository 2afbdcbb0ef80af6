/**
 * Fixtures of the reaction and response tests: members, a request with responses, an MSW server
 * speaking the API, and a render helper with a signed-in session. Not a test file itself.
 */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PublicUser, RequestItem, ResponseItem, SessionUser } from '@common/schemas';
import { createQueryClient } from '../../lib/query-client';
import { SESSION_KEY } from '../auth';

export const ME: SessionUser = { id: 7, displayName: 'Ana Lima', slug: 'ana-lima', profilePicture: null, email: 'ana@example.com', role: 'member', genres: [] };
export const BEN: PublicUser = { id: 8, displayName: 'Ben Okafor', slug: 'ben-okafor', profilePicture: null };

export function aRequest(overrides: Partial<RequestItem> = {}): RequestItem {
  return {
    id: 42,
    type: 'text',
    content: 'Songs for a rainy Sunday',
    caption: null,
    gifUrl: null,
    songId: null,
    songData: null,
    user: BEN,
    genres: [{ id: 1, name: 'Jazz' }],
    upvotes: 2,
    responses: 2,
    userHasResponded: false,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    viewerHasUpvoted: false,
    ...overrides,
  };
}

export function aResponse(id: number, overrides: Partial<ResponseItem> = {}): ResponseItem {
  const videoId = `vid${id}`.padEnd(11, 'x');
  return {
    id,
    requestId: 42,
    songId: videoId,
    songData: { id: videoId, videoId, name: `Song ${id}`, artist: `Artist ${id}` },
    comment: `Comment ${id}`,
    user: BEN,
    upvotes: 1,
    saves: 3,
    plays: 0,
    cosigns: 0,
    verdict: null,
    genres: [],
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    viewer: { upvoted: false, saved: false, savedId: null },
    ...overrides,
  };
}

/** A promise with its resolve exposed, to hold a fake server answer until the test lets it go. */
export function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Renders `ui` at `path` (route pattern `pattern`) with `user` signed in; returns the query client. */
export function renderSignedIn(ui: ReactElement, { user = ME, path = '/requests/42', pattern = '/requests/:id' }: { user?: SessionUser; path?: string; pattern?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="/profile/:slug" element={<h1>Profile page</h1>} />
          <Route path="/" element={<h1>Home feed</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
