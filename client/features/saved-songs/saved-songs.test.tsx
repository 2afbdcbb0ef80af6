// @vitest-environment jsdom
/** Saved songs (spec 000 §2 "Saved songs", §8): groups, the empty and error states, remove with rollback. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SavedSongGroup } from '@common/schemas';
import { getToasts } from '../../lib/toast-store';
import { aRequestSummary } from '../../testing/factories';
import { renderWithClient, stubFetch } from '../genres/genres-test-helpers';
import { SavedSongs } from './components/saved-songs';
import { withoutSavedSong } from './api/saved-songs-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ben = { id: 2, displayName: 'Ben', slug: 'ben', profilePicture: null };
const song = (id: string, name: string) => ({ id, videoId: id, name, artist: 'Artist' });

const GROUPS: SavedSongGroup[] = [
  {
    request: aRequestSummary(ben, { responses: 3 }),
    songs: [
      {
        savedId: 31,
        savedAt: '2024-05-02T10:00:00Z',
        response: {
          id: 51,
          requestId: 9,
          songData: song('aaaaaaaaaaa', 'Song A'),
          comment: 'Lovely',
          user: ben,
          upvotes: 0,
          saves: 1,
          createdAt: '2024-05-01T10:00:00Z',
        },
      },
      {
        savedId: 30,
        savedAt: '2024-05-01T10:00:00Z',
        response: {
          id: 50,
          requestId: 9,
          songData: song('bbbbbbbbbbb', 'Song B'),
          comment: null,
          user: { ...ben, id: 1, displayName: 'Me', slug: 'me' },
          upvotes: 0,
          saves: 1,
          createdAt: '2024-05-01T09:00:00Z',
        },
      },
    ],
  },
];

function renderSaved(handler: Parameters<typeof stubFetch>[0], isSavedScreen = true) {
  const calls = stubFetch(handler);
  renderWithClient(
    <MemoryRouter>
      <SavedSongs userId={1} isSavedScreen={isSavedScreen} />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

describe('SavedSongs', () => {
  it('shows each request with its saved songs, Play All and links', async () => {
    renderSaved((call) =>
      call.path === '/api/users/1/saved-songs' ? { body: GROUPS } : undefined,
    );
    const songs = await screen.findAllByTestId('saved-song');
    expect(songs).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Songs for rain/ })).toHaveAttribute(
      'href',
      '/requests/9',
    );
    expect(within(songs[0]!).getByRole('link', { name: 'Ben' })).toHaveAttribute(
      'href',
      '/profile/ben',
    );
    expect(songs[1]).toHaveTextContent('Recommended by you');
    expect(screen.getByRole('button', { name: 'Play All' })).toBeEnabled();
    expect(within(songs[0]!).getByRole('button', { name: 'Play Song A' })).toBeEnabled();
    // Their videos as one anonymous YouTube playlist.
    const youtube = screen.getByRole('link', {
      name: 'Open in YouTube: 2 songs as a playlist (opens in a new tab)',
    });
    expect(youtube).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch_videos?video_ids=aaaaaaaaaaa,bbbbbbbbbbb',
    );
    expect(youtube).toHaveAttribute('target', '_blank');
  });

  it('removes a song at once, toasts "Song removed" and calls DELETE /api/saved-songs/{savedId}', async () => {
    let groups = GROUPS;
    const { calls, user } = renderSaved((call) => {
      if (call.path === '/api/users/1/saved-songs') return { body: groups };
      if (call.method === 'DELETE') {
        groups = withoutSavedSong(groups, 31);
        return { body: { saved: false, savedId: null, saves: 0, responseId: 5 } };
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Song A from saved' }));
    expect(screen.queryByText('Song A')).not.toBeInTheDocument();
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Song removed' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/saved-songs/31')).toBe(true);
    expect(screen.getAllByTestId('saved-song')).toHaveLength(1);
  });

  it('says "Song removed from saved" when the list sits inside another page', async () => {
    const { user } = renderSaved((call) => {
      if (call.path === '/api/users/1/saved-songs') return { body: GROUPS };
      if (call.method === 'DELETE')
        return { body: { saved: false, savedId: null, saves: 0, responseId: 5 } };
      return undefined;
    }, false);
    await user.click(await screen.findByRole('button', { name: 'Remove Song A from saved' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Song removed from saved' }));
  });

  it('puts the song back and toasts the failure when removing fails', async () => {
    const { user } = renderSaved((call) => {
      if (call.path === '/api/users/1/saved-songs') return { body: GROUPS };
      if (call.method === 'DELETE')
        return { status: 500, body: { error: 'internal_error', message: 'x' } };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Song B from saved' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Remove failed',
        description: 'Failed to remove the song. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(await screen.findAllByTestId('saved-song')).toHaveLength(2);
  });

  it('shows the empty state with BROWSE REQUESTS', async () => {
    renderSaved((call) => (call.path === '/api/users/1/saved-songs' ? { body: [] } : undefined));
    expect(await screen.findByText("You haven't saved any songs yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BROWSE REQUESTS' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Play All' })).not.toBeInTheDocument();
  });

  it('shows the spec error when the list fails', async () => {
    renderSaved((call) =>
      call.path === '/api/users/1/saved-songs'
        ? { status: 500, body: { error: 'e', message: 'boom' } }
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load saved songs. Please try again.',
    );
  });
});

describe('withoutSavedSong', () => {
  it('drops the song and a group left empty', () => {
    expect(withoutSavedSong(GROUPS, 31)[0]!.songs.map((s) => s.savedId)).toEqual([30]);
    expect(withoutSavedSong(withoutSavedSong(GROUPS, 31), 30)).toEqual([]);
  });
});
