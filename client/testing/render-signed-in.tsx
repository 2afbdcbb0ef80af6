/**
 * Rendering a page with a member signed in (the session query seeded), at a route pattern beside
 * the profile and home routes a page may link to; and `deferred`, to hold a fake server answer.
 * Not a test file itself.
 */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import type { SessionUser } from '@common/schemas';
import { SESSION_KEY } from '../features/auth';
import { ME } from './factories';

/** A promise with its resolve exposed, to hold a fake server answer until the test lets it go. */
export function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Renders `ui` at `path` (route pattern `pattern`) with `user` signed in; returns the query client. */
export function renderSignedIn(
  ui: ReactElement,
  {
    user = ME,
    path = '/requests/42',
    pattern = '/requests/:id',
  }: { user?: SessionUser; path?: string; pattern?: string } = {},
) {
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
