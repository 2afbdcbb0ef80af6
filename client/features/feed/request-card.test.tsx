// @vitest-environment jsdom
/** Request card marks (the author's @handle, "You answered", "edited") and its upvote toggle (decision 050). */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import type { RequestItem, SessionUser } from '@common/schemas';
import { feedQuery } from '../../lib/queries/requests';
import { aRequest, ME } from '../../testing/factories';
import { apiError, setupMswServer } from '../../testing/msw';
import { deferred } from '../../testing/render-signed-in';
import { renderWithApp } from '../../testing/render';
import { RequestCard } from './components/request-card';

const server = setupMswServer();

function renderCard(overrides: Parameters<typeof aRequest>[0]) {
  renderWithApp(<RequestCard request={aRequest(overrides)} isOwn={false} />, { session: ME });
  return screen.getByTestId('request-card');
}

/** The first card of the RECENT feed as the fake server lists it, as the feed shows it. */
function FeedCard() {
  const feed = useInfiniteQuery(feedQuery({ sort: 'recent' }));
  const request = feed.data?.pages[0]?.data[0];
  return request ? <RequestCard request={request} isOwn={false} /> : null;
}

/** The feed at `/` with `session` (null: the session ended) over a fake server holding `stored`. */
function renderFeed(stored: RequestItem, session: SessionUser | null = ME) {
  server.use(
    http.get('/api/requests', () =>
      HttpResponse.json({ data: [stored], pagination: { page: 1, hasMore: false, snapshot: 42 } }),
    ),
  );
  return renderWithApp(
    <Routes>
      <Route path="/" element={<FeedCard />} />
      <Route path="/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { session },
  );
}

describe('RequestCard', () => {
  it("shows the author's @handle beside their name, so namesakes differ", () => {
    const card = renderCard({});
    expect(within(card).getByTestId('member-handle')).toHaveTextContent('@ben-okafor');
  });

  it('says "You answered" only on requests the viewer has answered', () => {
    expect(
      within(renderCard({ userHasResponded: false })).queryByText('You answered'),
    ).not.toBeInTheDocument();
    cleanup();
    expect(
      within(renderCard({ userHasResponded: true })).getByText('You answered'),
    ).toBeInTheDocument();
  });

  it('marks an edited request "edited" and leaves others unmarked', () => {
    expect(within(renderCard({ editedAt: null })).queryByText('· edited')).not.toBeInTheDocument();
    cleanup();
    expect(
      within(renderCard({ editedAt: '2026-01-01T10:05:00.000Z' })).getByText('· edited'),
    ).toBeInTheDocument();
  });
});

describe('RequestCard upvote', () => {
  it('upvotes at once from the card, labelled with its count, sending the wanted state', async () => {
    const gate = deferred();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/requests/42/upvote', async ({ request }) => {
        bodies.push(await request.json());
        await gate.promise;
        return HttpResponse.json({ upvoted: true, upvotes: 3 });
      }),
    );
    renderFeed(aRequest({ upvotes: 2, viewer: { upvoted: false } }));
    const button = await screen.findByRole('button', { name: 'Upvote request, 2 upvotes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(button);
    // Before the server answers (its answer is held): the count the request page would show.
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveAccessibleName('Upvote request, 3 upvotes');
    gate.release();
    await waitFor(() => expect(bodies).toEqual([{ userId: ME.id, upvoted: true }]));
  });

  it('starts pressed when the viewer upvoted, and un-upvotes with the keyboard', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/requests/42/upvote', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ upvoted: false, upvotes: 0 });
      }),
    );
    renderFeed(aRequest({ upvotes: 1, viewer: { upvoted: true } }));
    const button = await screen.findByRole('button', { name: 'Upvote request, 1 upvote' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    button.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(bodies).toEqual([{ userId: ME.id, upvoted: false }]));
  });

  it('puts the count back when the server refuses', async () => {
    const answered = deferred();
    server.use(
      http.post('/api/requests/42/upvote', async () => {
        await answered.promise;
        return apiError(404, 'not_found', 'Request not found.');
      }),
    );
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFeed(aRequest({ upvotes: 2, viewer: { upvoted: false } }));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Upvote request, 2 upvotes' }));
    await waitFor(() =>
      expect(screen.getByTestId('card-upvote')).toHaveAttribute('aria-pressed', 'true'),
    );
    answered.release();
    await waitFor(() =>
      expect(screen.getByTestId('card-upvote')).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(screen.getByTestId('card-upvote')).toHaveAccessibleName('Upvote request, 2 upvotes');
    expect(failed).toHaveBeenCalledWith('Upvote failed', expect.anything());
    failed.mockRestore();
  });

  it('sends a visitor whose session ended to sign in, and writes nothing', async () => {
    renderFeed(aRequest({ upvotes: 2 }), null);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Upvote request, 2 upvotes' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });
});
