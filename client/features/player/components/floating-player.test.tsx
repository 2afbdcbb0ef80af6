// @vitest-environment jsdom
/** The player closes when the signed-in member changes in the tab. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { playerStore } from '../player-store';
import { useCloseOnMemberChange } from './floating-player';

// The store's transitions load with its first action in the app; here they are there from the start.
beforeAll(() => playerStore.load());

const SONG = { id: 'dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ', name: 'Song', artist: 'Artist' };

afterEach(() => playerStore.dispatch({ type: 'close' }));

describe('useCloseOnMemberChange', () => {
  it('keeps the song through a first sign-in and closes it on sign-out or another member', () => {
    const { rerender } = renderHook(
      ({ id }: { id: number | undefined }) => useCloseOnMemberChange(id),
      {
        initialProps: { id: undefined as number | undefined },
      },
    );
    playerStore.dispatch({ type: 'play', track: SONG });
    rerender({ id: 7 });
    expect(playerStore.getState().currentTrack?.name).toBe('Song');
    rerender({ id: 7 });
    expect(playerStore.getState().currentTrack?.name).toBe('Song');
    rerender({ id: undefined });
    expect(playerStore.getState().currentTrack).toBeNull();
    rerender({ id: 7 });
    playerStore.dispatch({ type: 'play', track: SONG });
    rerender({ id: 8 });
    expect(playerStore.getState().currentTrack).toBeNull();
  });
});
