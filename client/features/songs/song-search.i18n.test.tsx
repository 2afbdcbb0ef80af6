// @vitest-environment jsdom
/**
 * The song search and the chosen song in German (decision 047): the box, "Results", each result's
 * source, the notice of an answer without its online results and the chosen song's card.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { BOHEMIAN_RHAPSODY } from '../../testing/factories';
import { SongSearch } from './components/song-search';
import { SelectedSongCard } from './components/selected-song-card';
import { setupLocaleSwitch } from '../../testing/i18n';

const server = setupMswServer();
const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
});

describe('the song search in German', () => {
  it('labels the box, the results and their source, and says why online results are missing', async () => {
    await speak('de');
    server.use(
      http.get('/api/youtube/search', () =>
        HttpResponse.json([BOHEMIAN_RHAPSODY], {
          headers: { 'x-song-search-notice': 'online_limited' },
        }),
      ),
    );
    renderWithApp(<SongSearch onSelect={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Nach einem Song suchen' });
    expect(box).toHaveAttribute('placeholder', 'Songtitel oder Künstler');
    await userEvent.setup().type(box, 'queen{Enter}');
    const results = await screen.findByRole('list', { name: 'Ergebnisse' });
    expect(results).toHaveTextContent('Katalog');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Du hast das heutige Limit für Online-Songsuchen erreicht',
    );
  });

  it('shows the chosen song with its German heading and clear button', async () => {
    await speak('de');
    renderWithApp(<SelectedSongCard song={BOHEMIAN_RHAPSODY} onClear={() => {}} />);
    expect(screen.getByTestId('selected-song')).toHaveTextContent('SONGS WIE DIESER');
    expect(screen.getByRole('button', { name: 'Bohemian Rhapsody entfernen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Bohemian Rhapsody abspielen' })).toBeEnabled();
  });
});
