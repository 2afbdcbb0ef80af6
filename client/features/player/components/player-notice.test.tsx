// @vitest-environment jsdom
/** The player's offline notice: the whole message and a Retry. */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { playbackErrorMessage, PLAYER_UNAVAILABLE_ERROR } from '../engine/playback-errors';
import { playerStore } from '../player-store';
import { PlayerNotice } from './player-notice';

// The store's transitions load with its first action in the app; here they are there from the start.
beforeAll(() => playerStore.load());

afterEach(() => {
  cleanup();
  playerStore.dispatch({ type: 'close' });
});

const song = (id: string) => ({ id, videoId: id, name: `Song ${id}`, artist: 'Artist' });

describe('PlayerNotice', () => {
  it('shows the whole "could not be loaded" message with Retry, which loads the track again, and no "Skipping"', async () => {
    playerStore.dispatch({
      type: 'playPlaylist',
      list: [{ track: song('aaaaaaaaaaa') }, { track: song('bbbbbbbbbbb') }],
    });
    playerStore.dispatch({
      type: 'setError',
      error: {
        code: PLAYER_UNAVAILABLE_ERROR,
        message: playbackErrorMessage(PLAYER_UNAVAILABLE_ERROR),
      },
    });
    const loadId = playerStore.getState().loadId;
    render(<PlayerNotice state={playerStore.getState()} compact={false} />);
    const message = screen.getByText(
      'The YouTube player could not be loaded. Check your connection and try again.',
    );
    expect(message.closest('p')).not.toHaveClass('line-clamp-2');
    expect(screen.queryByText(/Skipping to the next song/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(playerStore.getState().error).toBeNull();
    expect(playerStore.getState().loadId).toBe(loadId + 1);
    expect(playerStore.getState().currentIndex).toBe(0);
  });

  it('offers no Retry for a video that cannot be played (the playlist moves on)', () => {
    playerStore.dispatch({ type: 'play', track: song('aaaaaaaaaaa') });
    playerStore.dispatch({
      type: 'setError',
      error: { code: 150, message: playbackErrorMessage(150) },
    });
    render(<PlayerNotice state={playerStore.getState()} compact={false} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
