// @vitest-environment jsdom
/** The queue's code (and zod) loads only when a queue is saved or something plays (decision 042). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayerStore } from './player-store';
import { playerReducer } from './player-reducer';
import * as queueStorage from './queue-storage';
import { hasSavedQueue, queueStorageKey } from './queue-storage-key';
import { restoreQueueLazily } from './restore-queue-lazily';

const SONG = { id: 'dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ', name: 'Song', artist: 'Artist' };
const load = () => vi.fn(() => Promise.resolve(queueStorage));

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('restoreQueueLazily', () => {
  it('loads nothing while nothing is saved and nothing plays, then saves from the first play', async () => {
    const store = createPlayerStore({ reducer: playerReducer });
    const loader = load();
    restoreQueueLazily(store, sessionStorage, 7, loader);
    expect(hasSavedQueue(sessionStorage, 7)).toBe(false);
    store.dispatch({ type: 'setVolume', volume: 50 });
    expect(loader).not.toHaveBeenCalled();
    store.dispatch({ type: 'play', track: SONG });
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(sessionStorage.getItem(queueStorageKey(7))).toContain('Song'));
  });

  it('restores a saved queue once the browser is idle, not during the first render', async () => {
    vi.useFakeTimers();
    const before = createPlayerStore({ reducer: playerReducer });
    queueStorage.restoreAndPersistQueue(before, sessionStorage, 7);
    before.dispatch({ type: 'play', track: SONG });
    expect(hasSavedQueue(sessionStorage, 7)).toBe(true);
    expect(hasSavedQueue(sessionStorage, 8)).toBe(false);

    const after = createPlayerStore({ reducer: playerReducer });
    const loader = load();
    restoreQueueLazily(after, sessionStorage, 7, loader);
    expect(loader).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(after.getState().currentTrack?.name).toBe('Song');
  });

  it('stops waiting when cancelled', () => {
    const store = createPlayerStore({ reducer: playerReducer });
    const loader = load();
    restoreQueueLazily(store, sessionStorage, 7, loader)();
    store.dispatch({ type: 'play', track: SONG });
    expect(loader).not.toHaveBeenCalled();
  });
});
