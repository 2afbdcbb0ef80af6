// @vitest-environment jsdom
/**
 * PlaySongButton and PlayAllButton (spec 000 §2, §4): one song replaces any playlist and
 * toggles when it is the current one; Play All starts a playlist of the playable entries; songs
 * without a video are resolved through the song search, else shown as not playable.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SongData } from '@common/schemas';
import { playerStore } from '../player-store';
import { PlayAllButton, PlaySongButton, type PlayableEntry } from './play-buttons';
import { renderWithClient, stubFetch } from '../../../testing/fetch-stub';

// The store's transitions load with its first action in the app; here they are there from the start.
beforeAll(() => playerStore.load());

const rick: SongData = {
  id: 'dQw4w9WgXcQ',
  videoId: 'dQw4w9WgXcQ',
  name: 'Never Gonna Give You Up',
  artist: 'Rick Astley',
  playable: true,
};
const queen: SongData = {
  id: 'fJ9rUzIMcZQ',
  videoId: 'fJ9rUzIMcZQ',
  name: 'Bohemian Rhapsody',
  artist: 'Queen',
  playable: true,
};
const demo: SongData = {
  id: 'cat-7',
  videoId: null,
  name: 'Holocene',
  artist: 'Bon Iver',
  playable: false,
};
const ghost: SongData = {
  id: 'cat-8',
  videoId: null,
  name: 'Nowhere Song',
  artist: 'Nobody',
  playable: false,
};

const entry = (
  song: SongData,
  responseId?: number,
  comment: string | null = null,
): PlayableEntry => ({
  song,
  responseId,
  requestId: 3,
  responderName: 'Bea',
  comment,
});

beforeEach(() => {
  playerStore.dispatch({ type: 'close' });
  stubFetch((call) => {
    if (call.path !== '/api/youtube/search') return undefined;
    const q = call.search.get('query');
    if (q === 'Holocene Bon Iver')
      return {
        body: [
          { id: 'cat-99', videoId: null, playable: false, name: 'x' },
          {
            id: 'TWcyIpul8OE',
            videoId: 'TWcyIpul8OE',
            name: 'Holocene (Live)',
            artist: 'Bon Iver',
            thumbnail: 'https://i.ytimg.com/vi/TWcyIpul8OE/mqdefault.jpg',
          },
        ],
      };
    return { body: [] };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlaySongButton', () => {
  it('plays the song (clearing a playlist), then pauses and resumes it', async () => {
    const user = userEvent.setup();
    playerStore.dispatch({
      type: 'playPlaylist',
      list: [
        { track: queen, context: { responseId: 2 } },
        { track: rick, context: { responseId: 9 } },
      ],
    });
    renderWithClient(<PlaySongButton entry={entry(rick, 1, 'A classic')} />);
    await user.click(screen.getByRole('button', { name: 'Play Never Gonna Give You Up' }));
    const state = playerStore.getState();
    expect(state.currentTrack).toEqual(rick);
    expect(state.currentContext).toEqual({
      responseId: 1,
      requestId: 3,
      responderName: 'Bea',
      comment: 'A classic',
    });
    expect(state.playlist).toEqual([]);
    expect(state.wantsToPlay).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Pause Never Gonna Give You Up' }));
    expect(playerStore.getState().wantsToPlay).toBe(false);
    expect(playerStore.getState().currentTrack).toEqual(rick);
    await user.click(screen.getByRole('button', { name: 'Play Never Gonna Give You Up' }));
    expect(playerStore.getState().wantsToPlay).toBe(true);
  });

  it('is only "current" for the same response, not another response with the same song', async () => {
    const user = userEvent.setup();
    renderWithClient(
      <>
        <PlaySongButton entry={entry(rick, 1)} />
        <PlaySongButton entry={{ ...entry(rick, 2), song: { ...rick, name: 'Rick again' } }} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Play Never Gonna Give You Up' }));
    expect(screen.getByRole('button', { name: 'Play Rick again' })).toBeInTheDocument();
  });

  it('does not let the click reach a clickable card around it', async () => {
    const user = userEvent.setup();
    const onCardClick = vi.fn();
    renderWithClient(
      <div onClick={onCardClick}>
        <PlaySongButton entry={entry(rick, 1)} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Play Never Gonna Give You Up' }));
    expect(onCardClick).not.toHaveBeenCalled();
  });

  it('resolves a song without a video through the song search and keeps its title', async () => {
    const user = userEvent.setup();
    renderWithClient(<PlaySongButton entry={entry(demo, 4)} />);
    const button = await screen.findByRole('button', { name: 'Play Holocene' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(playerStore.getState().currentTrack).toMatchObject({
      id: 'cat-7',
      videoId: 'TWcyIpul8OE',
      name: 'Holocene',
      playable: true,
    });
  });

  it('marks a song not playable before anyone presses play when nothing is found: "No video" and a YouTube search link', async () => {
    renderWithClient(<PlaySongButton entry={entry(ghost, 5)} />);
    const state = await screen.findByTestId('not-playable');
    expect(state).toHaveTextContent('No video: Nowhere Song is not playable');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: 'Search on YouTube for Nowhere Song (opens in a new tab)',
    });
    expect(link).toHaveTextContent('Search on YouTube');
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/www\.youtube\.com\/results\?search_query=Nowhere%20Song/,
    );
  });
});

describe('PlayAllButton', () => {
  it('starts a playlist of the playable entries at index 0, marked as the initial load', async () => {
    const user = userEvent.setup();
    renderWithClient(
      <PlayAllButton
        entries={[entry(ghost, 5), entry(rick, 1, 'one'), entry(demo, 4), entry(queen, 2, 'two')]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Play All' });
    await waitFor(() => expect(button).toBeEnabled());
    // Wait until every lookup settled, so the resolved demo song is part of the list.
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await user.click(button);
    const state = playerStore.getState();
    expect(state.playlist.map((e) => e.context?.responseId)).toEqual([1, 4, 2]);
    expect(state.currentIndex).toBe(0);
    expect(state.isInitialPlaylistLoad).toBe(true);
    expect(state.currentTrack).toEqual(rick);
  });

  it('is disabled when no entry is playable', async () => {
    renderWithClient(<PlayAllButton entries={[entry(ghost, 5)]} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play All' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('button', { name: 'Play All' })).toBeDisabled();
  });

  it('is disabled for an empty list', () => {
    renderWithClient(<PlayAllButton entries={[]} />);
    expect(screen.getByRole('button', { name: 'Play All' })).toBeDisabled();
  });
});
