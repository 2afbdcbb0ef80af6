// @vitest-environment jsdom
/** The Spotify card of /profile: hidden when Spotify is off, Connect/Disconnect, the connection-failure alert. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { SpotifyConnection } from './components/spotify-connection';
import { free, lost, me, stubSpotifyCard } from './spotify-test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SpotifyConnection', () => {
  it('renders nothing when the server has no Spotify configuration', async () => {
    const calls = stubFetch(({ path }) => {
      if (path === '/api/auth/me') return { body: me };
      if (path === '/api/spotify/config')
        return {
          body: { enabled: false, clientId: null, sdkUrl: null, apiBaseUrl: null, scopes: [] },
        };
    });
    const { container } = renderWithClient(<SpotifyConnection />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/spotify/config')).toBe(true));
    expect(container.innerHTML).toBe('');
    expect(calls.some((c) => c.path === '/api/users/5/spotify')).toBe(false);
  });

  it('shows the connection-failure alert when Connect fails', async () => {
    stubSpotifyCard(lost);
    renderWithClient(<SpotifyConnection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Spotify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error connecting to Spotify. Please try again later.',
    );
    expect(
      screen.getByText('Your Spotify connection has expired or was revoked. Please connect again.'),
    ).toBeTruthy();
  });

  it('tells a connected member without Premium that answers play from YouTube, and disconnects', async () => {
    const calls = stubSpotifyCard(free, ({ path, method }) =>
      path === '/api/users/5/spotify' && method === 'DELETE'
        ? { body: { connected: false, product: null, premium: false, connectionLost: false } }
        : undefined,
    );
    renderWithClient(<SpotifyConnection />);
    expect(
      await screen.findByText(
        'Spotify plays in the browser with Premium only, so recommendations keep playing from YouTube.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Spotify' }));
    expect(await screen.findByRole('button', { name: 'Connect Spotify' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/5/spotify')).toBe(
      true,
    );
  });
});
