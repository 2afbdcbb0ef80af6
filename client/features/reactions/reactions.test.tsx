// @vitest-environment jsdom
/** Upvote and save buttons on the Responses section and the request (spec 000 §4, §7, §8). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import type { RequestItem, ResponseItem } from '@common/schemas';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { ResponseList } from '../responses';
import { requestKeys } from '../../lib/queries/requests';
import { withRequestUpvote, withResponseSave, withResponseUpvote } from './api/reactions-api';
import { RequestUpvoteButton } from './components/upvote-buttons';
import { SaveButton } from './components/save-button';
import { aRequest, aResponse, deferred, ME, renderSignedIn } from './reactions-test-helpers';

const server = setupMswServer();
afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

let responses: ResponseItem[] = [];
const bodies: { path: string; method: string; body: unknown }[] = [];

function serveResponses(list: ResponseItem[]) {
  responses = list;
  bodies.length = 0;
  server.use(http.get('/api/requests/42/responses', () => HttpResponse.json(responses)));
}

async function record(request: Request) {
  const text = await request.text();
  bodies.push({ path: new URL(request.url).pathname, method: request.method, body: text ? JSON.parse(text) : undefined });
}

const latestToast = () => getToasts().find((t) => t.open);
const card = async (title: string) => screen.findByRole('article', { name: new RegExp(`^${title} recommended by`) });

describe('response upvote', () => {
  it('turns on at once, sends the wanted state, and keeps the server count', async () => {
    serveResponses([aResponse(1)]);
    const gate = deferred();
    server.use(
      http.post('/api/responses/1/upvote', async ({ request }) => {
        await record(request);
        await gate.promise;
        responses = [aResponse(1, { upvotes: 2, viewer: { upvoted: true, saved: false, savedId: null } })];
        return HttpResponse.json({ upvoted: true, upvotes: 2 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', { name: /Upvote recommendation/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Upvote recommendation, 1 upvote');

    await user.click(button);
    // Optimistic: pressed and counted before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Upvote recommendation, 2 upvotes');
    gate.release();
    await waitFor(() => expect(bodies).toEqual([{ path: '/api/responses/1/upvote', method: 'POST', body: { userId: ME.id, upvoted: true } }]));
    await waitFor(() => expect(button).toHaveAccessibleName('Upvote recommendation, 2 upvotes'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(latestToast()).toBeUndefined();
  });

  it('un-upvotes an upvoted response', async () => {
    serveResponses([aResponse(1, { upvotes: 4, viewer: { upvoted: true, saved: false, savedId: null } })]);
    server.use(
      http.post('/api/responses/1/upvote', async ({ request }) => {
        await record(request);
        responses = [aResponse(1, { upvotes: 3 })];
        return HttpResponse.json({ upvoted: false, upvotes: 3 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', { name: /Upvote recommendation/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Upvote recommendation, 3 upvotes');
    await waitFor(() => expect(bodies[0]?.body).toEqual({ userId: ME.id, upvoted: false }));
  });

  it('rolls back when the server refuses, and only logs it (no toast on the detail page)', async () => {
    serveResponses([aResponse(1)]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/responses/1/upvote', () => HttpResponse.json({ error: 'boom', message: 'Server error' }, { status: 500 })));
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', { name: /Upvote recommendation/ });
    await user.click(button);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Upvote failed', expect.anything()));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveAccessibleName('Upvote recommendation, 1 upvote');
    expect(latestToast()).toBeUndefined();
  });
});

describe('save', () => {
  it('saves with {userId, responseId, requestId}, toasts "Song saved!", then unsaves with "Song unsaved"', async () => {
    serveResponses([aResponse(1)]);
    server.use(
      http.post('/api/saved-songs', async ({ request }) => {
        await record(request);
        responses = [aResponse(1, { saves: 4, viewer: { upvoted: false, saved: true, savedId: 99 } })];
        return HttpResponse.json({ saved: true, savedId: 99, saves: 4 });
      }),
      http.delete('/api/responses/1/save', async ({ request }) => {
        await record(request);
        responses = [aResponse(1, { saves: 3 })];
        return HttpResponse.json({ saved: false, savedId: null, saves: 3 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', { name: /Save song/ });
    expect(button).toHaveAccessibleName('Save song, 3 saves');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Save song, 4 saves');
    await waitFor(() => expect(latestToast()).toMatchObject({ title: 'Song saved!', variant: 'success' }));
    expect(bodies[0]).toEqual({ path: '/api/saved-songs', method: 'POST', body: { userId: ME.id, responseId: 1, requestId: 42 } });

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(latestToast()).toMatchObject({ title: 'Song unsaved', variant: 'success' }));
    expect(bodies[1]).toEqual({ path: '/api/responses/1/save', method: 'DELETE', body: undefined });
    await waitFor(() => expect(button).toHaveAccessibleName('Save song, 3 saves'));
  });

  it('on the detail page a failed save rolls back and is only logged', async () => {
    serveResponses([aResponse(1)]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/saved-songs', () => HttpResponse.json({ error: 'x', message: 'nope' }, { status: 500 })));
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', { name: /Save song/ });
    await user.click(button);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to save song', expect.anything()));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveAccessibleName('Save song, 3 saves');
    expect(latestToast()).toBeUndefined();
  });

  it('elsewhere a failed save or unsave toasts the spec messages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/saved-songs', () => HttpResponse.json({ error: 'x', message: 'nope' }, { status: 500 })),
      http.delete('/api/responses/2/save', () => HttpResponse.json({ error: 'x', message: 'nope' }, { status: 500 })),
    );
    const user = userEvent.setup();
    const unsaved = aResponse(1);
    const saved = aResponse(2, { viewer: { upvoted: false, saved: true, savedId: 5 } });
    renderSignedIn(
      <>
        <SaveButton response={unsaved} />
        <SaveButton response={saved} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: /Save song/ }) as [HTMLElement, HTMLElement];
    await user.click(first);
    await waitFor(() => expect(latestToast()).toMatchObject({ title: 'Error', description: 'Failed to save song', variant: 'destructive' }));
    await user.click(second);
    await waitFor(() => expect(latestToast()).toMatchObject({ title: 'Error', description: 'Failed to unsave song', variant: 'destructive' }));
  });
});

describe('request upvote', () => {
  it('updates the cached request at once and rolls back on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = aRequest();
    let fail = false;
    server.use(
      http.post('/api/requests/42/upvote', async ({ request: req }) => {
        await record(req);
        if (fail) return HttpResponse.json({ error: 'x', message: 'down' }, { status: 503 });
        return HttpResponse.json({ upvoted: true, upvotes: 3 });
      }),
      http.get('/api/requests/42', () => HttpResponse.json({ ...request, upvotes: 3, viewerHasUpvoted: true })),
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
    await waitFor(() => expect(bodies[0]).toEqual({ path: '/api/requests/42/upvote', method: 'POST', body: { userId: ME.id, upvoted: true } }));

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
    const r = aRequest({ upvotes: 5, viewerHasUpvoted: false });
    expect(withRequestUpvote(r, true)).toMatchObject({ upvotes: 6, viewerHasUpvoted: true });
    expect(withRequestUpvote(r, false)).toBe(r);
    const resp = aResponse(1, { upvotes: 0, saves: 0 });
    expect(withResponseUpvote(resp, false)).toBe(resp);
    expect(withResponseUpvote(resp, true)).toMatchObject({ upvotes: 1, viewer: { upvoted: true } });
    expect(withResponseSave(resp, true, 9)).toMatchObject({ saves: 1, viewer: { saved: true, savedId: 9 } });
    expect(withResponseSave(withResponseSave(resp, true, 9), false)).toMatchObject({ saves: 0, viewer: { saved: false, savedId: null } });
    expect(withResponseUpvote(aResponse(2, { upvotes: 0, viewer: { upvoted: true, saved: false, savedId: null } }), false).upvotes).toBe(0);
  });
});
