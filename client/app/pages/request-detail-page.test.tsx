// @vitest-environment jsdom
/** /requests/{id} (spec 000 §2 "Request detail", §8 "Detail failure"). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SessionUser } from '@common/schemas';
import { createQueryClient } from '../../lib/query-client';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { SESSION_KEY } from '../../features/auth/api/session';
import { aRequest, aResponse, ME } from '../../testing/factories';
import { RequestDetailPage, requestTextSize } from './request-detail-page';

const server = setupMswServer();
afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

function renderAt(entries: string[], user: SessionUser = ME) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/requests/:id" element={<RequestDetailPage />} />
          <Route path="/profile/:slug" element={<h1>Profile page</h1>} />
          <Route path="/" element={<h1>Home feed</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function serveRequest(request = aRequest()) {
  server.use(
    http.get('/api/requests/42', () => HttpResponse.json(request)),
    http.get('/api/requests/42/responses', () => HttpResponse.json([aResponse(1)])),
    http.get('/api/requests/42/follow', () => HttpResponse.json({ following: true })),
  );
}

describe('request detail page', () => {
  it('shows the request expanded, collapses and expands it', async () => {
    serveRequest();
    const user = userEvent.setup();
    renderAt(['/requests/42']);
    const card = await screen.findByTestId('request-detail');
    expect(card).toHaveTextContent('Songs for a rainy Sunday');
    expect(within(card).getByRole('link', { name: 'Ben Okafor' })).toHaveAttribute(
      'href',
      '/profile/ben-okafor',
    );
    expect(within(card).getByRole('button', { name: 'Upvote request, 2 upvotes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const toggle = within(card).getByRole('button', { name: 'Request details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('list', { name: 'Genres' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('list', { name: 'Genres' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Songs for a rainy Sunday');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('article', { name: /Song 1 recommended by/ }),
    ).toBeInTheDocument();
  });

  it('does not link your own name', async () => {
    serveRequest(
      aRequest({
        user: { id: ME.id, displayName: ME.displayName, slug: ME.slug, profilePicture: null },
      }),
    );
    renderAt(['/requests/42']);
    const card = await screen.findByTestId('request-detail');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes back to where the member came from inside the app', async () => {
    serveRequest();
    const user = userEvent.setup();
    renderAt(['/profile/ben-okafor', '/requests/42']);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('closes to the feed when opened directly', async () => {
    serveRequest();
    const user = userEvent.setup();
    renderAt(['/requests/42']);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
  });

  it('says "Failed to load request. Please try again." on failure and "Page Not Found" for an unknown id', async () => {
    server.use(
      http.get('/api/requests/42', () =>
        HttpResponse.json({ error: 'x', message: 'down' }, { status: 500 }),
      ),
      http.get('/api/requests/43', () =>
        HttpResponse.json({ error: 'not_found', message: 'Request not found.' }, { status: 404 }),
      ),
      http.get('/api/requests/:id/responses', () => HttpResponse.json([])),
      http.get('/api/requests/:id/follow', () => HttpResponse.json({ following: false })),
    );
    renderAt(['/requests/42']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load request. Please try again.',
    );
    cleanup();
    renderAt(['/requests/43']);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('titles the tab "Page Not Found" for an unknown or malformed id', async () => {
    server.use(
      http.get('/api/requests/43', () =>
        HttpResponse.json({ error: 'not_found', message: 'Request not found.' }, { status: 404 }),
      ),
    );
    renderAt(['/requests/43']);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Page Not Found | Hearsay'));
    cleanup();
    document.title = '';
    renderAt(['/requests/abc']);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Page Not Found | Hearsay'));
  });

  it('scales the request text by its length', () => {
    expect(requestTextSize('Songs for a rainy Sunday')).toBe('text-2xl');
    expect(requestTextSize('x'.repeat(100))).toBe('text-xl');
    expect(requestTextSize('x'.repeat(240))).toBe('text-lg');
  });
});

describe('sharing a request', () => {
  it('copies the link with a "Link copied" toast where the Web Share API is absent', async () => {
    serveRequest();
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderAt(['/requests/42']);
    const card = await screen.findByTestId('request-detail');
    // userEvent installs its own clipboard on setup; replace it to see what was written.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect('share' in navigator).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/requests/42`);
    expect(getToasts()[0]).toMatchObject({ title: 'Link copied', open: true });
  });

  it('opens the share sheet where there is one', async () => {
    serveRequest();
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderAt(['/requests/42']);
      const card = await screen.findByTestId('request-detail');
      await user.click(within(card).getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({
          url: `${window.location.origin}/requests/42`,
          text: 'Songs for a rainy Sunday',
        }),
      );
      expect(getToasts().filter((t) => t.open)).toHaveLength(0);
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
