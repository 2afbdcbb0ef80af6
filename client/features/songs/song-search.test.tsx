// @vitest-environment jsdom
/**
 * The song search box with the auto provider's answers (issue 31, decision 028): one list mixing
 * catalogue, iTunes and YouTube songs, each labelled by source; an answer without its online results
 * says why in words, and never only "No results found".
 */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SongData } from '@common/schemas';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { SongSearch } from './components/song-search';

const server = setupMswServer();

const CATALOGUE: SongData = { id: 'fJ9rUzIMcZQ', videoId: 'fJ9rUzIMcZQ', name: 'Bohemian Rhapsody', artist: 'Queen', playable: true, source: 'catalog' };
const ITUNES: SongData = {
  id: 'itunes:1440650428',
  videoId: null,
  name: 'Nightcall',
  artist: 'Kavinsky',
  playable: false,
  source: 'itunes',
  previewUrl: 'https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/x/1440650428.m4a',
  externalUrl: 'https://music.apple.com/us/album/nightcall/1?i=1440650428',
};
const YOUTUBE: SongData = { id: 'djV11Xbc914', videoId: 'djV11Xbc914', name: 'Take On Me', artist: 'a-ha', playable: true, source: 'youtube' };

function answer(songs: SongData[], notice?: string) {
  return http.get('/api/youtube/search', () => HttpResponse.json(songs, notice ? { headers: { 'x-song-search-notice': notice } } : undefined));
}

async function typeAndSearch(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search for a song' }), `${text}{Enter}`);
  return user;
}

describe('SongSearch with several sources', () => {
  it('lists every source in one list, labelled, and a preview song is not marked "No video"', async () => {
    server.use(answer([CATALOGUE, ITUNES, YOUTUBE]));
    const onSelect = vi.fn();
    renderWithApp(<SongSearch onSelect={onSelect} />);
    const user = await typeAndSearch('night');
    const list = await screen.findByRole('list', { name: 'Results' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Catalogue'),
      expect.stringContaining('iTunes preview'),
      expect.stringContaining('YouTube'),
    ]);
    expect(within(list).queryByText('No video')).not.toBeInTheDocument();
    await user.click(items[1]!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: ITUNES.id, previewUrl: ITUNES.previewUrl }));
  });

  it('says in words that the online limit was reached, beside the catalogue songs', async () => {
    server.use(answer([CATALOGUE], 'online_limited'));
    renderWithApp(<SongSearch onSelect={() => {}} />);
    await typeAndSearch('queen');
    expect(await screen.findByRole('status')).toHaveTextContent(/today's limit of online song searches/);
    expect(screen.getByRole('list', { name: 'Results' })).toHaveTextContent('Bohemian Rhapsody');
  });

  it('never answers only "No results found" when online search was limited or down', async () => {
    server.use(answer([], 'online_unavailable'));
    renderWithApp(<SongSearch onSelect={() => {}} />);
    await typeAndSearch('kavinsky');
    expect(await screen.findByRole('status')).toHaveTextContent(/Online song search is unavailable right now/);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('still says "No results found" when every source was searched and none matched', async () => {
    server.use(answer([]));
    renderWithApp(<SongSearch onSelect={() => {}} />);
    await typeAndSearch('zzzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });
});
