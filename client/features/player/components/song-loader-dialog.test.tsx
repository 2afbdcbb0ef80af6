// @vitest-environment jsdom
/**
 * Staff song loader (spec 000 §6, §8): only staff and admins see it; a watch, short or
 * embed URL loads the song through GET /api/youtube/videos/{id} into the player ("Song loaded");
 * anything else gives "Invalid URL" / "Please enter a valid YouTube URL"; a failed fetch gives
 * "Failed to load song" / "Failed to fetch video details".
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, getToasts } from '../../../lib/toast-store';
import { playerStore } from '../player-store';
import { renderWithClient, stubFetch, type Call } from '../../../testing/fetch-stub';
import { SongLoaderDialog } from './song-loader-dialog';

// The store's transitions load with its first action in the app; here they are there from the start.
beforeAll(() => playerStore.load());

const user = (role: string) => ({
  id: 1,
  displayName: 'Sam',
  slug: 'sam',
  profilePicture: null,
  email: 's@example.com',
  role,
  genres: [],
});
const SONG = {
  id: 'dQw4w9WgXcQ',
  videoId: 'dQw4w9WgXcQ',
  name: 'Never Gonna Give You Up',
  artist: 'Rick Astley',
  playable: true,
};

let calls: Call[];
function serve(role: string, video: { status?: number; body?: unknown } = { body: SONG }) {
  calls = stubFetch((call) => {
    if (call.path === '/api/auth/me') return { body: user(role) };
    if (call.path.startsWith('/api/youtube/videos/')) return video;
    return undefined;
  });
}

const trigger = <button type="button">Load a song from a YouTube URL</button>;
const lastToast = () => getToasts()[0];

async function openAndSubmit(url: string) {
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: 'Load a song from a YouTube URL' }));
  await u.type(screen.getByRole('textbox', { name: 'YouTube URL' }), url);
  await u.click(screen.getByRole('button', { name: 'LOAD SONG' }));
}

beforeEach(() => {
  playerStore.dispatch({ type: 'close' });
  dismissToast();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SongLoaderDialog', () => {
  it('is not shown to members', async () => {
    serve('member');
    renderWithClient(SongLoaderDialogUnderTest());
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/me')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Load a song from a YouTube URL' })).toBeNull();
  });

  it.each(['staff', 'admin'])('loads a pasted short link into the player for %s', async (role) => {
    serve(role);
    renderWithClient(SongLoaderDialogUnderTest());
    await openAndSubmit('https://youtu.be/dQw4w9WgXcQ?si=share');
    await waitFor(() =>
      expect(playerStore.getState().currentTrack).toMatchObject({
        videoId: 'dQw4w9WgXcQ',
        name: 'Never Gonna Give You Up',
      }),
    );
    expect(calls.find((c) => c.path.startsWith('/api/youtube/videos/'))?.path).toBe(
      '/api/youtube/videos/dQw4w9WgXcQ',
    );
    expect(playerStore.getState().playlist).toEqual([]);
    expect(lastToast()).toMatchObject({ title: 'Song loaded', variant: 'success' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses anything but a YouTube video URL without calling the server', async () => {
    serve('staff');
    renderWithClient(SongLoaderDialogUnderTest());
    await openAndSubmit('https://vimeo.com/123456');
    expect(lastToast()).toMatchObject({
      title: 'Invalid URL',
      description: 'Please enter a valid YouTube URL',
      variant: 'destructive',
    });
    expect(calls.some((c) => c.path.startsWith('/api/youtube/videos/'))).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'YouTube URL' })).toHaveFocus();
    expect(playerStore.getState().currentTrack).toBeNull();
  });

  it('says so when the video cannot be fetched', async () => {
    serve('staff', {
      status: 404,
      body: { error: 'not_found', message: 'Failed to fetch video details' },
    });
    renderWithClient(SongLoaderDialogUnderTest());
    await openAndSubmit('https://www.youtube.com/embed/dQw4w9WgXcQ');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to load song',
        description: 'Failed to fetch video details',
        variant: 'destructive',
      }),
    );
    expect(playerStore.getState().currentTrack).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

function SongLoaderDialogUnderTest() {
  return <SongLoaderDialog trigger={trigger} />;
}
