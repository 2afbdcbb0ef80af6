// @vitest-environment jsdom
/** The player's queue list: reorder, play next, remove, modes, and where focus goes. */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { aTrack } from '../player-test-tracks';
import { playerActions, playerStore } from '../player-store';
import { useCallback, useRef, useState } from 'react';
import { QueuePanel, useDismissableQueue } from './queue-panel';

// The store's transitions load with its first action in the app; here they are there from the start.
beforeAll(() => playerStore.load());

afterEach(() => {
  cleanup();
  playerActions.close();
  if (playerStore.getState().shuffle) playerActions.toggleShuffle();
  while (playerStore.getState().repeat !== 'off') playerActions.cycleRepeat();
});

const titles = () =>
  within(screen.getByRole('list', { name: 'Queue' }))
    .getAllByTestId('queue-title')
    .map((t) => t.textContent);

describe('QueuePanel', () => {
  it('lists the queue with the current song marked, and moves an entry with the focus following it', () => {
    playerActions.playPlaylist(
      [1, 2, 3, 4].map((n) => ({ track: aTrack(n), context: { responseId: n } })),
    );
    render(<QueuePanel id="q" onClose={() => {}} />);
    expect(titles()).toEqual(['Song 1', 'Song 2', 'Song 3', 'Song 4']);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Now playing');
    expect(
      screen.queryByRole('button', { name: 'Remove Song 1 from the queue' }),
    ).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Move Song 3 up' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Move Song 3 up' }));
    expect(titles()).toEqual(['Song 1', 'Song 3', 'Song 2', 'Song 4']);
    expect(screen.getByRole('button', { name: 'Move Song 3 up' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Move Song 3 up' }));
    expect(titles()).toEqual(['Song 3', 'Song 1', 'Song 2', 'Song 4']);
    // At the top Move up is disabled: the focus goes to the row's first enabled button.
    expect(screen.getByRole('button', { name: 'Move Song 3 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Play Song 3 now' })).toHaveFocus();
    expect(playerStore.getState().currentTrack?.id).toBe('video0000001');
  });

  it('plays an entry next, removes one, and jumps to one', () => {
    playerActions.playPlaylist(
      [1, 2, 3, 4].map((n) => ({ track: aTrack(n), context: { responseId: n } })),
    );
    render(<QueuePanel id="q" onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Song 4 next' }));
    expect(titles()).toEqual(['Song 1', 'Song 4', 'Song 2', 'Song 3']);
    expect(screen.queryByRole('button', { name: 'Play Song 4 next' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Song 2 from the queue' }));
    expect(titles()).toEqual(['Song 1', 'Song 4', 'Song 3']);
    expect(screen.getByRole('button', { name: 'Remove Song 3 from the queue' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Play Song 3 now' }));
    expect(playerStore.getState().currentTrack?.id).toBe('video0000003');
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('switches shuffle and cycles repeat off, all, one', () => {
    playerActions.play(aTrack(1));
    render(<QueuePanel id="q" onClose={() => {}} />);
    expect(screen.getByText(/Only this song/)).toBeInTheDocument();
    const shuffle = screen.getByRole('button', { name: 'Shuffle' });
    expect(shuffle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(shuffle);
    expect(shuffle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Repeat: off' }));
    fireEvent.click(screen.getByRole('button', { name: 'Repeat: all' }));
    expect(screen.getByRole('button', { name: 'Repeat: one song' })).toBeInTheDocument();
    expect(playerStore.getState().repeat).toBe('one');
  });
});

/** A player stand-in: the Queue toggle and the queue sheet inside it, and a page beside it. */
function PlayerWithQueue() {
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  const player = useRef<HTMLElement>(null);
  useDismissableQueue(open, close, player);
  return (
    <>
      <p>Page content</p>
      <section ref={player} aria-label="Player">
        <button type="button" onClick={() => setOpen(true)}>
          Queue
        </button>
        {open && <QueuePanel id="q" onClose={close} />}
      </section>
    </>
  );
}

describe('the queue sheet (decision 044)', () => {
  it('closes with Escape, with its close button and with a press outside the player, not inside', () => {
    playerActions.playPlaylist(
      [1, 2].map((n) => ({ track: aTrack(n), context: { responseId: n } })),
    );
    render(<PlayerWithQueue />);
    const queue = () => screen.queryByTestId('player-queue');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(queue()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Queue' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Shuffle' }));
    expect(queue()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('Page content'));
    expect(queue()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Queue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the queue' }));
    expect(queue()).toBeNull();
  });
});
