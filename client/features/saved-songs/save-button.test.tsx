// @vitest-environment jsdom
/** Save buttons on the Responses section and elsewhere (spec 000 §4 "Save", §7, §8). */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResponseList } from '../responses';
import { withResponseSave } from './api/saved-songs-api';
import { SaveButton } from './components/save-button';
import { aResponse, ME } from '../../testing/factories';
import { renderSignedIn } from '../../testing/render-signed-in';
import { reactionTestKit, recommendationCard as card } from '../../testing/response-list-server';

const { server, fake, bodies, latestToast } = reactionTestKit();

describe('save', () => {
  it('saves with {userId, responseId, requestId}, toasts "Song saved!", then unsaves with "Song unsaved"', async () => {
    fake.serve([aResponse(1)]);
    server.use(
      http.post('/api/saved-songs', async ({ request }) => {
        await fake.record(request);
        fake.responses = [
          aResponse(1, { saves: 4, viewer: { upvoted: false, saved: true, savedId: 99 } }),
        ];
        return HttpResponse.json({ saved: true, savedId: 99, saves: 4 });
      }),
      http.delete('/api/responses/1/save', async ({ request }) => {
        await fake.record(request);
        fake.responses = [aResponse(1, { saves: 3 })];
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
    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: 'Song saved!', variant: 'success' }),
    );
    expect(bodies[0]).toEqual({
      path: '/api/saved-songs',
      method: 'POST',
      body: { userId: ME.id, responseId: 1, requestId: 42 },
    });

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: 'Song unsaved', variant: 'success' }),
    );
    expect(bodies[1]).toEqual({ path: '/api/responses/1/save', method: 'DELETE', body: undefined });
    await waitFor(() => expect(button).toHaveAccessibleName('Save song, 3 saves'));
  });

  it('on the detail page a failed save rolls back and is only logged', async () => {
    fake.serve([aResponse(1)]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/saved-songs', () =>
        HttpResponse.json({ error: 'x', message: 'nope' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const button = within(await card('Song 1')).getByRole('button', { name: /Save song/ });
    await user.click(button);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to save song', expect.anything()),
    );
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveAccessibleName('Save song, 3 saves');
    expect(latestToast()).toBeUndefined();
  });

  it('elsewhere a failed save or unsave toasts the spec messages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/saved-songs', () =>
        HttpResponse.json({ error: 'x', message: 'nope' }, { status: 500 }),
      ),
      http.delete('/api/responses/2/save', () =>
        HttpResponse.json({ error: 'x', message: 'nope' }, { status: 500 }),
      ),
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
    const [first, second] = screen.getAllByRole('button', { name: /Save song/ }) as [
      HTMLElement,
      HTMLElement,
    ];
    await user.click(first);
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to save song',
        variant: 'destructive',
      }),
    );
    await user.click(second);
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to unsave song',
        variant: 'destructive',
      }),
    );
  });
});

describe('pure cache update', () => {
  it('moves the save count by one only when the state changes, and keeps the saved id', () => {
    const resp = aResponse(1, { upvotes: 0, saves: 0 });
    expect(withResponseSave(resp, false)).toBe(resp);
    expect(withResponseSave(resp, true, 9)).toMatchObject({
      saves: 1,
      viewer: { saved: true, savedId: 9 },
    });
    expect(withResponseSave(withResponseSave(resp, true, 9), false)).toMatchObject({
      saves: 0,
      viewer: { saved: false, savedId: null },
    });
  });
});
