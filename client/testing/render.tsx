/**
 * Rendering for component tests: the app's query client (fresh per render, so no cache leaks
 * between tests), optionally with a session already loaded, and, unless `route: false`, a memory
 * router at `route`. Not a test file itself.
 */
import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from '@common/schemas';
import { createQueryClient } from '../lib/query-client';
import { SESSION_KEY } from '../features/auth';

export interface RenderOptions {
  /** The URL the memory router starts at (default "/"); `false` renders without a router. */
  route?: string | false;
  /** A query client to share with the test (e.g. to seed or read the cache). */
  queryClient?: QueryClient;
  /** The session as `GET /api/auth/me` gave it: a member, or `null` for a signed-out visitor; absent, it is not loaded. */
  session?: SessionUser | null;
}

/** Renders `ui` inside the app's providers; returns Testing Library's result and the query client. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient(), session }: RenderOptions = {},
) {
  if (session !== undefined) queryClient.setQueryData(SESSION_KEY, session);
  const tree = route === false ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  return {
    ...render(<QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>),
    queryClient,
  };
}
