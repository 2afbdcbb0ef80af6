// @vitest-environment jsdom
/** The Spotify card of /profile in German (decision 047): the status, Connect/Disconnect, the alert. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient } from '../../testing/fetch-stub';
import { SpotifyConnection } from './components/spotify-connection';
import { free, lost, stubSpotifyCard } from './spotify-test-fixtures';
import { setupLocaleSwitch } from '../../testing/i18n';

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Spotify card in German', () => {
  it('says the connection was lost, offers Connect and shows the failure alert', async () => {
    await speak('de');
    stubSpotifyCard(lost);
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
    await speak('de');
    stubSpotifyCard(free);
    renderWithClient(<SpotifyConnection />);
    expect(await screen.findByText('Verbunden (free).')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Spotify trennen' })).toBeEnabled();
  });
});
