// @vitest-environment jsdom
/**
 * "Save as Spotify playlist" and /spotify-callback in German (decision 047), and the English
 * success line word for word as common/spotify-playlist-text.ts words it.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { savedPlaylistMessage } from '@common/spotify-playlist-text';
import { ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { ME } from '../../testing/factories';
import { SaveSpotifyPlaylistButton } from './components/save-spotify-playlist-button';
import { callbackErrorMessage, SpotifyCallbackPage } from './components/spotify-callback-page';
import { me, on } from './spotify-test-fixtures';
import { setupLocaleSwitch } from '../../testing/i18n';

const connected = { connected: true, product: 'premium', premium: true, connectionLost: false };
const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function speakGerman() {
  await speak('de');
}

describe('Save as Spotify playlist in other languages', () => {
  it('keeps the English success line of the contract', () => {
    for (const [saved, unmatched] of [
      [1, 0],
      [12, 3],
      [2, 1],
    ] as const)
      expect(t('spotifyPlaylist.saved', { name: 'Late night', saved, unmatched })).toBe(
        savedPlaylistMessage('Late night', saved, unmatched),
      );
  });

  it('speaks German: the button, the success line, the link and a refusal by its code', async () => {
    await speakGerman();
    let answer = {
      status: 201,
      body: {
        id: 'p',
        name: 'Abend',
        url: 'https://open.spotify.com/playlist/p',
        saved: 2,
        unmatched: 1,
      } as unknown,
    };
    stubFetch(({ path }) => {
      if (path === '/api/auth/me') return { body: me };
      if (path === '/api/spotify/config') return { body: on };
      if (path === '/api/users/5/spotify') return { body: connected };
      if (path === '/api/spotify/playlists') return answer;
    });
    renderWithClient(<SaveSpotifyPlaylistButton responseIds={[1, 2, 3]} />);
    const button = await screen.findByRole('button', { name: 'Als Spotify-Playlist speichern' });
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '2 Songs in „Abend“ auf Spotify gespeichert; für 1 gab es keinen Treffer.',
      ),
    );
    expect(
      screen.getByRole('link', { name: 'In Spotify öffnen (öffnet einen neuen Tab)' }),
    ).toBeInTheDocument();
    answer = {
      status: 409,
      body: {
        error: 'spotify_no_matches',
        message: 'None of these songs could be found on Spotify, so no playlist was created.',
      },
    };
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Keiner dieser Songs wurde auf Spotify gefunden, deshalb wurde keine Playlist erstellt.',
    );
  });
});

describe('/spotify-callback in German', () => {
  it('says a missing code and a failed exchange in German', async () => {
    await speakGerman();
    renderWithApp(
      <Routes>
        <Route path="/spotify-callback" element={<SpotifyCallbackPage />} />
      </Routes>,
      { route: '/spotify-callback?state=s', session: ME },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Kein Autorisierungscode angegeben');
    expect(screen.getByRole('heading', { name: 'Spotify-Verbindung' })).toBeInTheDocument();
    const mismatch = new ApiError(400, 'Die Freigabe passt nicht', {
      error: 'spotify_state_mismatch',
      message:
        'The Spotify authorization did not match this session or has expired. Please try connecting again.',
    });
    expect(callbackErrorMessage(mismatch)).toBe(
      'Die Spotify-Freigabe passt nicht zu dieser Sitzung oder ist abgelaufen. Bitte verbinde dich erneut.',
    );
    expect(callbackErrorMessage(new Error('x'))).toBe('Verbindung mit Spotify fehlgeschlagen');
  });
});
