// @vitest-environment jsdom
/** Upvote buttons on the Responses section and the request (spec 000 §4, §7, §8). */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RequestItem } from '@common/schemas';
import { ResponseList } from '../responses';
import { requestKeys } from '../../lib/queries/requests';
import { withRequestUpvote, withResponseUpvote } from './api/upvotes-api';
import { RequestUpvoteButton } from './components/upvote-buttons';
import { aRequest, aResponse, ME } from '../../testing/factories';
import { deferred, renderSignedIn } from '../../testing/render-signed-in';
import { reactionTestKit, recommendationCard as card } from '../../testing/response-list-server';

const { server, fake, bodies, latestToast } = reactionTestKit();

describe('response upvote', () => {
  it('turns on at once, sends the wanted state, and keeps the server count', async () => {
    fake.serve([aResponse(1)]);
    const gate = deferred();
    server.use(
      http.post('/api/responses/1/upvote', async ({ request }) => {
        await fake.record(request);
        await gate.promise;
        fake.responses = [
          aResponse(1, { upvotes: 2, viewer: { upvoted: true, saved: false, savedId: null } }),
        ];
        return HttpResponse.json({ upvoted: true, upvotes: 2 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', {
      name: /Upvote recommendation/,
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Upvote recommendation, 1 upvote');

    await user.click(button);
    // Optimistic: pressed and counted before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Upvote recommendation, 2 upvotes');
    gate.release();
    await waitFor(() =>
      expect(bodies).toEqual([
        { path: '/api/responses/1/upvote', method: 'POST', body: { userId: ME.id, upvoted: true } },
      ]),
    );
    await waitFor(() => expect(button).toHaveAccessibleName('Upvote recommendation, 2 upvotes'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(latestToast()).toBeUndefined();
  });

  it('un-upvotes an upvoted response', async () => {
    fake.serve([
      aResponse(1, { upvotes: 4, viewer: { upvoted: true, saved: false, savedId: null } }),
    ]);
    server.use(
      http.post('/api/responses/1/upvote', async ({ request }) => {
        await fake.record(request);
        fake.responses = [aResponse(1, { upvotes: 3 })];
        return HttpResponse.json({ upvoted: false, upvotes: 3 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', {
      name: /Upvote recommendation/,
    });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Upvote recommendation, 3 upvotes');
    await waitFor(() => expect(bodies[0]?.body).toEqual({ userId: ME.id, upvoted: false }));
  });

  it('rolls back when the server refuses, and only logs it (no toast on the detail page)', async () => {
    fake.serve([aResponse(1)]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/responses/1/upvote', () =>
        HttpResponse.json({ error: 'boom', message: 'Server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', {
      name: /Upvote recommendation/,
    });
    await user.click(button);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Upvote failed', expect.anything()));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveAccessibleName('Upvote recommendation, 1 upvote');
    expect(latestToast()).toBeUndefined();
  });
});

describe('request upvote', () => {
  it('updates the cached request at once and rolls back on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = aRequest();
    let fail = false;
    server.use(
      http.post('/api/requests/42/upvote', async ({ request: req }) => {
        await fake.record(req);
        if (fail) return HttpResponse.json({ error: 'x', message: 'down' }, { status: 503 });
        return HttpResponse.json({ upvoted: true, upvotes: 3 });
      }),
      http.get('/api/requests/42', () =>
        HttpResponse.json({ ...request, upvotes: 3, viewer: { upvoted: true } }),
      ),
    );
    bodies.length = 0;
    const { queryClient } = renderSignedIn(<RequestDetailProbe />);
    queryClient.setQueryData(requestKeys.detail(42), request);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Upvote request/ });
    expect(button).toHaveAccessibleName('Upvote request, 2 upvotes');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Upvote request, 3 upvotes');
    await waitFor(() =>
      expect(bodies[0]).toEqual({
        path: '/api/requests/42/upvote',
        method: 'POST',
        body: { userId: ME.id, upvoted: true },
      }),
    );

    fail = true;
    queryClient.setQueryData(requestKeys.detail(42), request);
    await user.click(button);
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveAccessibleName('Upvote request, 2 upvotes');
    expect(latestToast()).toBeUndefined();
  });
});

/** Renders the request upvote button from the detail cache, as the page does. */
function RequestDetailProbe() {
  const { data } = useQuery<RequestItem>({ queryKey: requestKeys.detail(42), enabled: false });
  return data ? <RequestUpvoteButton request={data} /> : null;
}

describe('pure cache updates', () => {
  it('moves counts by one only when the state changes', () => {
    const r = aRequest({ upvotes: 5, viewer: { upvoted: false } });
    expect(withRequestUpvote(r, true)).toMatchObject({ upvotes: 6, viewer: { upvoted: true } });
    expect(withRequestUpvote(r, false)).toBe(r);
    const resp = aResponse(1, { upvotes: 0, saves: 0 });
    expect(withResponseUpvote(resp, false)).toBe(resp);
    expect(withResponseUpvote(resp, true)).toMatchObject({ upvotes: 1, viewer: { upvoted: true } });
    expect(
      withResponseUpvote(
        aResponse(2, { upvotes: 0, viewer: { upvoted: true, saved: false, savedId: null } }),
        false,
      ).upvotes,
    ).toBe(0);
  });
});
