// @vitest-environment jsdom
/** The queue across a reload: saved on change, validated on read. */
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayerStore } from './player-store';
import { playerReducer } from './player-reducer';
import { aTrack, anEntry } from './player-test-tracks';
import { queueStorageKey } from './queue-storage-key';
import { readSavedQueue, restoreAndPersistQueue } from './queue-storage';

const KEY = queueStorageKey(7);

afterEach(() => sessionStorage.clear());

describe('queue storage', () => {
  it('saves the queue as it changes and brings it back, cued, in a new page', () => {
    const before = createPlayerStore({ reducer: playerReducer });
    const stop = restoreAndPersistQueue(before, sessionStorage, 7);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    before.dispatch({ type: 'playPlaylist', list: [1, 2, 3].map((n) => anEntry(n, null)) });
    before.dispatch({ type: 'moveInQueue', from: 2, to: 0 });
    before.dispatch({ type: 'skipNext' });
    before.dispatch({ type: 'cycleRepeat' });
    stop();

    const after = createPlayerStore({ reducer: playerReducer });
    restoreAndPersistQueue(after, sessionStorage, 7);
    const s = after.getState();
    expect(s.playlist.map((e) => e.context?.responseId)).toEqual([3, 1, 2]);
    expect(s.currentIndex).toBe(2);
    expect(s.currentTrack?.id).toBe('video0000002');
    expect(s.repeat).toBe('all');
    expect(s.wantsToPlay).toBe(false);

    after.dispatch({ type: 'close' });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("never gives a member another member's queue", () => {
    const ann = createPlayerStore({ reducer: playerReducer });
    restoreAndPersistQueue(ann, sessionStorage, 7);
    ann.dispatch({ type: 'playPlaylist', list: [1, 2].map((n) => anEntry(n, null)) });
    const ben = createPlayerStore({ reducer: playerReducer });
    restoreAndPersistQueue(ben, sessionStorage, 8);
    expect(ben.getState().currentTrack).toBeNull();
  });

  it('keeps a single song played outside a playlist', () => {
    const store = createPlayerStore({ reducer: playerReducer });
    restoreAndPersistQueue(store, sessionStorage, 7);
    store.dispatch({ type: 'play', track: aTrack(4), context: { responseId: 4 } });
    expect(readSavedQueue(sessionStorage, KEY)).toMatchObject({
      playlist: [],
      currentIndex: -1,
      currentTrack: { id: 'video0000004' },
      currentContext: { responseId: 4 },
    });
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2 })],
    [
      'a position outside the queue',
      JSON.stringify({
        version: 1,
        playlist: [anEntry(1, null)],
        currentIndex: 1,
        currentTrack: null,
        currentContext: null,
        shuffle: false,
        repeat: 'off',
        unshuffledOrder: null,
      }),
    ],
    [
      'a song without an id',
      JSON.stringify({
        version: 1,
        playlist: [{ track: { name: 'x' } }],
        currentIndex: 0,
        currentTrack: null,
        currentContext: null,
        shuffle: false,
        repeat: 'off',
        unshuffledOrder: null,
      }),
    ],
    [
      'an unknown repeat mode',
      JSON.stringify({
        version: 1,
        playlist: [anEntry(1, null)],
        currentIndex: 0,
        currentTrack: null,
        currentContext: null,
        shuffle: false,
        repeat: 'twice',
        unshuffledOrder: null,
      }),
    ],
  ])('drops a saved value that is %s', (_what, value) => {
    sessionStorage.setItem(KEY, value);
    expect(readSavedQueue(sessionStorage, KEY)).toBeNull();
    const store = createPlayerStore({ reducer: playerReducer });
    restoreAndPersistQueue(store, sessionStorage, 7);
    expect(store.getState().currentTrack).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
