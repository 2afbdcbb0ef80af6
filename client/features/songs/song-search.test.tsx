// @vitest-environment jsdom
/**
 * The song search box with the auto provider's answers (decision 028): one list mixing
 * catalogue, iTunes and YouTube songs, each labelled by source; an answer without its online results
 * says why in words, and never only "No results found".
 */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SongData } from '@common/schemas';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { BOHEMIAN_RHAPSODY } from '../../testing/factories';
import { SongSearch } from './components/song-search';

const server = setupMswServer();

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
const YOUTUBE: SongData = {
  id: 'djV11Xbc914',
  videoId: 'djV11Xbc914',
  name: 'Take On Me',
  artist: 'a-ha',
  playable: true,
  source: 'youtube',
};

function answer(songs: SongData[], notice?: string) {
  return http.get('/api/youtube/search', () =>
    HttpResponse.json(songs, notice ? { headers: { 'x-song-search-notice': notice } } : undefined),
  );
}

async function typeAndSearch(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search for a song' }), `${text}{Enter}`);
  return user;
}

describe('SongSearch with several sources', () => {
  it('lists every source in one list, labelled, and a preview song is not marked "No video"', async () => {
    server.use(answer([BOHEMIAN_RHAPSODY, ITUNES, YOUTUBE]));
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
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: ITUNES.id, previewUrl: ITUNES.previewUrl }),
    );
  });

  it('says in words that the online limit was reached, beside the catalogue songs', async () => {
    server.use(answer([BOHEMIAN_RHAPSODY], 'online_limited'));
    renderWithApp(<SongSearch onSelect={() => {}} />);
    await typeAndSearch('queen');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /today's limit of online song searches/,
    );
    expect(screen.getByRole('list', { name: 'Results' })).toHaveTextContent('Bohemian Rhapsody');
  });

  it('never answers only "No results found" when online search was limited or down', async () => {
    server.use(answer([], 'online_unavailable'));
    renderWithApp(<SongSearch onSelect={() => {}} />);
    await typeAndSearch('kavinsky');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Online song search is unavailable right now/,
    );
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('still says "No results found" when every source was searched and none matched', async () => {
    server.use(answer([]));
    renderWithApp(<SongSearch onSelect={() => {}} />);
    await typeAndSearch('zzzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });
});

describe('SongSearch with Spotify (withSpotify, the recommendation form)', () => {
  const SPOTIFY_ON = {
    enabled: true,
    clientId: 'c',
    sdkUrl: 'https://sdk.scdn.co/spotify-player.js',
    apiBaseUrl: 'https://api.spotify.com/',
    scopes: [],
  };
  const status = (connected: boolean) => ({
    connected,
    product: connected ? 'premium' : null,
    premium: connected,
    connectionLost: false,
  });
  const TAKE_ON_ME_SPOTIFY: SongData = {
    id: '2WfaOiMkCvy7F5fcp2zZ8L',
    uri: 'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L',
    name: 'Take on Me',
    artist: 'a-ha',
    spotifyMatch: 'source',
  };
  const SPOTIFY_ONLY: SongData = {
    id: '5ChkMS8OtdzJeqyybCc9R5',
    uri: 'spotify:track:5ChkMS8OtdzJeqyybCc9R5',
    name: 'Midnight City',
    artist: 'M83',
    source: 'spotify',
  };
  const session = { id: 7, email: 'kai@example.com', displayName: 'Kai', slug: 'kai' } as never;

  function spotifyHandlers(connected: boolean, calls: string[]) {
    return [
      http.get('/api/spotify/config', () => HttpResponse.json(SPOTIFY_ON)),
      http.get('/api/users/7/spotify', () => HttpResponse.json(status(connected))),
      http.get('/api/spotify/search', ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('query') ?? '');
        return HttpResponse.json([TAKE_ON_ME_SPOTIFY, SPOTIFY_ONLY]);
      }),
    ];
  }

  it("adds a connected member's Spotify tracks after the others, labelled Spotify, without repeating a song", async () => {
    const calls: string[] = [];
    server.use(answer([BOHEMIAN_RHAPSODY, YOUTUBE]), ...spotifyHandlers(true, calls));
    const onSelect = vi.fn();
    renderWithApp(<SongSearch onSelect={onSelect} withSpotify />, { session });
    const user = await typeAndSearch('take on');
    const list = await screen.findByRole('list', { name: 'Results' });
    await within(list).findByText('Midnight City');
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Catalogue'),
      expect.stringMatching(/Take On Me.*YouTube/),
      expect.stringMatching(/Midnight City.*Spotify/),
    ]);
    expect(calls).toEqual(['take on']);
    await user.click(items[2]!);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: SPOTIFY_ONLY.id, uri: SPOTIFY_ONLY.uri, source: 'spotify' }),
    );
  });

  it('asks Spotify nothing for a member who did not connect it, nor without withSpotify', async () => {
    const calls: string[] = [];
    server.use(answer([BOHEMIAN_RHAPSODY]), ...spotifyHandlers(false, calls));
    renderWithApp(<SongSearch onSelect={() => {}} withSpotify />, { session });
    await typeAndSearch('queen');
    expect(await screen.findByRole('list', { name: 'Results' })).toHaveTextContent(
      'Bohemian Rhapsody',
    );
    cleanup();
    renderWithApp(<SongSearch onSelect={() => {}} />, { session });
    await typeAndSearch('queen');
    expect(await screen.findByRole('list', { name: 'Results' })).not.toHaveTextContent('Spotify');
    expect(calls).toEqual([]);
  });
});
