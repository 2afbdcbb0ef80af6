// @vitest-environment jsdom
/** "Save as Spotify playlist": hidden unless connected; loading, the success line with its link, the server's error. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { SaveSpotifyPlaylistButton } from './components/save-spotify-playlist-button';
import { me, on } from './spotify-test-fixtures';

const connected = { connected: true, product: 'premium', premium: true, connectionLost: false };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The JSON body of the fetch call to `path`. */
function bodyOf(path: string): unknown {
  const call = vi.mocked(fetch).mock.calls.find(([input]) => String(input).includes(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('SaveSpotifyPlaylistButton', () => {
  it('is not offered to a member who has not connected Spotify', async () => {
    const calls = stubFetch(({ path }) => {
      if (path === '/api/auth/me') return { body: me };
      if (path === '/api/spotify/config') return { body: on };
      if (path === '/api/users/5/spotify')
        return { body: { ...connected, connected: false, product: null, premium: false } };
    });
    const { container } = renderWithClient(<SaveSpotifyPlaylistButton responseIds={[1, 2]} />);
    // Three calls in a row (session, config, status), each answer parsed by the development contract
    // check: on a loaded machine that takes longer than waitFor's default second.
    await vi.waitFor(
      () => expect(calls.some((c) => c.path === '/api/users/5/spotify')).toBe(true),
      { timeout: 5_000 },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(container.innerHTML).toBe('');
  });

  it('shows that it is saving, then how many songs went in and how many had no match', async () => {
    let finish: (value: { body: unknown; status: number }) => void = () => {};
    stubFetch(({ path }) => {
      if (path === '/api/auth/me') return { body: me };
      if (path === '/api/spotify/config') return { body: on };
      if (path === '/api/users/5/spotify') return { body: connected };
      if (path === '/api/spotify/playlists') return new Promise((resolve) => (finish = resolve));
    });
    renderWithClient(<SaveSpotifyPlaylistButton responseIds={[3, 1, 2]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save as Spotify playlist' }));
    expect(await screen.findByRole('button', { name: 'Saving to Spotify…' })).toBeDisabled();
    expect(bodyOf('/api/spotify/playlists')).toEqual({
      name: 'Saved on Hearsay',
      responseIds: [3, 1, 2],
    });
    finish({
      status: 201,
      body: {
        id: 'pl1',
        name: 'Saved on Hearsay',
        url: 'https://open.spotify.com/playlist/pl1',
        saved: 2,
        unmatched: 1,
      },
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Saved 2 songs to “Saved on Hearsay” on Spotify; 1 had no match.',
      ),
    );
    expect(
      screen.getByRole('link', { name: 'Open it in Spotify (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://open.spotify.com/playlist/pl1');
    expect(screen.getByRole('button', { name: 'Save as Spotify playlist' })).toBeEnabled();
  });

  it("shows the server's words when Spotify refuses, and lets the member try again", async () => {
    const message =
      'Spotify did not allow Hearsay to create playlists for you. Disconnect Spotify on your profile and connect it again, then try once more.';
    stubFetch(({ path }) => {
      if (path === '/api/auth/me') return { body: me };
      if (path === '/api/spotify/config') return { body: on };
      if (path === '/api/users/5/spotify') return { body: connected };
      if (path === '/api/spotify/playlists')
        return { status: 409, body: { error: 'spotify_scope_missing', message } };
    });
    renderWithClient(<SaveSpotifyPlaylistButton responseIds={[1]} requestId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save as Spotify playlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Save as Spotify playlist' })).toBeEnabled();
    expect(bodyOf('/api/spotify/playlists')).toEqual({
      name: 'Hearsay recommendations',
      responseIds: [1],
    });
  });
});
