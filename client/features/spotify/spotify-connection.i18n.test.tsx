// @vitest-environment jsdom
/** The Spotify card of /profile in German (decision 047): the status, Connect/Disconnect, the alert. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, i18nScope } from '../../lib/i18n';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { SpotifyConnection } from './components/spotify-connection';
import { me, on } from './spotify-test-fixtures';

const english = i18nScope.current;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18nScope.current = english;
});

describe('the Spotify card in German', () => {
  it('says the connection was lost, offers Connect and shows the failure alert', async () => {
    const german = await createI18n('de');
    i18nScope.current = () => german;
    stubFetch(({ path }) => {
      if (path === '/api/auth/me') return { body: me };
      if (path === '/api/spotify/config') return { body: on };
      if (path === '/api/users/5/spotify')
        return { body: { connected: false, product: null, premium: false, connectionLost: true } };
      if (path === '/api/spotify/authorize')
        return { status: 502, body: { error: 'x', message: 'down' } };
    });
    renderWithClient(<SpotifyConnection />);
    expect(
      await screen.findByText(
        'Deine Spotify-Verbindung ist abgelaufen oder wurde widerrufen. Bitte verbinde dich erneut.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Spotify verbinden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Beim Verbinden mit Spotify ist ein Fehler aufgetreten. Bitte versuch es später noch einmal.',
    );
  });

  it('tells a connected member without Premium in German', async () => {
    const german = await createI18n('de');
    i18nScope.current = () => german;
    stubFetch(({ path }) => {
      if (path === '/api/auth/me') return { body: me };
      if (path === '/api/spotify/config') return { body: on };
      if (path === '/api/users/5/spotify')
        return {
          body: { connected: true, product: 'free', premium: false, connectionLost: false },
        };
    });
    renderWithClient(<SpotifyConnection />);
    expect(await screen.findByText('Verbunden (free).')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Spotify trennen' })).toBeEnabled();
  });
});
