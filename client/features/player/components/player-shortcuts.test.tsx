// @vitest-environment jsdom
/** The player's shortcuts on the document and the "?" dialog. */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { aTrack } from '../player-test-tracks';
import { playerActions, playerStore } from '../player-store';
import { PlayerShortcuts } from './player-shortcuts';
import { PlayerShortcutsLoader } from './player-shortcuts-loader';

// The store's transitions load with its first action in the app; here they are there from the start.
beforeAll(() => playerStore.load());

afterEach(() => {
  cleanup();
  playerActions.close();
});

describe('PlayerShortcuts', () => {
  it('moves through the playlist with J and K and toggles playback with Space, but not from a field', () => {
    render(
      <>
        <PlayerShortcuts />
        <input aria-label="Search" />
      </>,
    );
    playerActions.playPlaylist([1, 2, 3].map((n) => ({ track: aTrack(n) })));
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(playerStore.getState().currentIndex).toBe(2);
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(playerStore.getState().currentIndex).toBe(1);
    expect(playerStore.getState().wantsToPlay).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: ' ' })).toBe(false); // default prevented: no page scroll
    expect(playerStore.getState().wantsToPlay).toBe(false);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'j' });
    expect(playerStore.getState().currentIndex).toBe(1);
  });

  it('lets Space scroll the page while nothing is playing', () => {
    render(<PlayerShortcuts />);
    expect(fireEvent.keyDown(document.body, { key: ' ' })).toBe(true);
  });

  it('opens the list of shortcuts with ?', async () => {
    render(<PlayerShortcuts />);
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('SpacePlay or pause');
    expect(dialog).toHaveTextContent('JNext song');
    expect(dialog).toHaveTextContent('KPrevious song');
  });
});

describe('PlayerShortcutsLoader', () => {
  it('loads the shortcuts with the first key press, and a first ? opens the list', async () => {
    render(<PlayerShortcutsLoader />);
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });

  it('loads them once a track is set, so Space pauses', async () => {
    render(<PlayerShortcutsLoader />);
    playerActions.play(aTrack(1));
    await vi.waitFor(() => expect(fireEvent.keyDown(document.body, { key: ' ' })).toBe(false));
    expect(playerStore.getState().wantsToPlay).toBe(false);
  });
});
