/** The player's queue: helpers and the store's queue actions. */
import { describe, expect, it } from 'vitest';
import {
  indexAfterMove,
  moveItem,
  nextRepeatMode,
  restoreOrder,
  shuffleAfter,
  uniqueBy,
} from './player-queue';
import {
  canSkipNext,
  canSkipPrevious,
  initialPlayerState,
  type PlayerAction,
  type PlayerState,
} from './player-state';
import { playerReducer } from './player-reducer';
import { aTrack, anEntry } from './player-test-tracks';

const five = [1, 2, 3, 4, 5].map((n) => anEntry(n));

const run = (...actions: PlayerAction[]): PlayerState =>
  actions.reduce(playerReducer, initialPlayerState);
/** Response ids in queue order, the current one in brackets. */
const order = (s: PlayerState) =>
  s.playlist
    .map((e, i) =>
      i === s.currentIndex ? `[${e.context!.responseId}]` : `${e.context!.responseId}`,
    )
    .join(' ');

describe('queue helpers', () => {
  it('move items and follow an index through the move', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
    for (const [from, to] of [
      [0, 2],
      [3, 1],
      [1, 1],
      [2, 0],
    ] as const) {
      const moved = moveItem(['a', 'b', 'c', 'd'], from, to);
      for (const [i, item] of ['a', 'b', 'c', 'd'].entries())
        expect(moved[indexAfterMove(i, from, to)]).toBe(item);
    }
  });

  it('shuffle only what follows the index, the same way for the same seed, and can be undone', () => {
    const list = Array.from({ length: 20 }, (_, i) => String(i));
    const shuffled = shuffleAfter(list, 4, 42);
    expect(shuffled.slice(0, 5)).toEqual(list.slice(0, 5));
    expect([...shuffled].sort()).toEqual([...list].sort());
    expect(shuffled).not.toEqual(list);
    expect(shuffleAfter(list, 4, 42)).toEqual(shuffled);
    expect(restoreOrder(shuffled, list, (x) => x)).toEqual(list);
    expect(restoreOrder(['x', ...shuffled.slice(1)], list, (x) => x)).toEqual([
      ...list.slice(1),
      'x',
    ]);
  });

  it('keep the first of repeated keys and cycle the repeat modes', () => {
    expect(uniqueBy([1, 2, 1, 3, 2], String)).toEqual([1, 2, 3]);
    expect(['off', 'all', 'one'].map((m) => nextRepeatMode(m as 'off'))).toEqual([
      'all',
      'one',
      'off',
    ]);
  });
});

describe('the queue in the store', () => {
  it('"Play from here" starts at the answer and keeps the earlier ones for Previous', () => {
    const s = run({ type: 'playPlaylist', list: five, startIndex: 2 });
    expect(order(s)).toBe('1 2 [3] 4 5');
    expect(s.currentContext?.responseId).toBe(3);
    expect(s.isInitialPlaylistLoad).toBe(true);
    expect(order(playerReducer(s, { type: 'skipPrev' }))).toBe('1 [2] 3 4 5');
  });

  it('holds an answer once', () => {
    expect(
      order(
        run({
          type: 'playPlaylist',
          list: [anEntry(1), anEntry(2), anEntry(1), anEntry(3)],
          startIndex: 3,
        }),
      ),
    ).toBe('1 2 [3]');
  });

  it('reorders without reloading the current song, which stays current', () => {
    const s = run({ type: 'playPlaylist', list: five, startIndex: 1 });
    const moved = playerReducer(s, { type: 'moveInQueue', from: 4, to: 0 });
    expect(order(moved)).toBe('5 1 [2] 3 4');
    expect(moved.loadId).toBe(s.loadId);
    expect(order(playerReducer(moved, { type: 'moveInQueue', from: 2, to: 3 }))).toBe(
      '5 1 3 [2] 4',
    );
    expect(playerReducer(moved, { type: 'moveInQueue', from: 0, to: 5 })).toBe(moved);
    expect(playerReducer(moved, { type: 'moveInQueue', from: -1, to: 0 })).toBe(moved);
  });

  it('removes entries other than the current one', () => {
    const s = run({ type: 'playPlaylist', list: five, startIndex: 2 });
    expect(order(playerReducer(s, { type: 'removeFromQueue', index: 0 }))).toBe('2 [3] 4 5');
    expect(order(playerReducer(s, { type: 'removeFromQueue', index: 4 }))).toBe('1 2 [3] 4');
    expect(playerReducer(s, { type: 'removeFromQueue', index: 2 })).toBe(s);
  });

  it('"Play next" puts an entry right after the current one, from before or after it', () => {
    const s = run({ type: 'playPlaylist', list: five, startIndex: 2 });
    expect(order(playerReducer(s, { type: 'playNext', index: 4 }))).toBe('1 2 [3] 5 4');
    expect(order(playerReducer(s, { type: 'playNext', index: 0 }))).toBe('2 [3] 1 4 5');
    const next = playerReducer(s, { type: 'skipNext' });
    expect(
      order(playerReducer(playerReducer(s, { type: 'playNext', index: 4 }), { type: 'skipNext' })),
    ).toBe('1 2 3 [5] 4');
    expect(next.currentContext?.responseId).toBe(4);
  });

  it('jumps to an entry and plays it', () => {
    const s = playerReducer(run({ type: 'playPlaylist', list: five }), {
      type: 'jumpTo',
      index: 3,
    });
    expect(order(s)).toBe('1 2 3 [4] 5');
    expect(s.currentTrack?.id).toBe('video0000004');
    expect(s.wantsToPlay).toBe(true);
  });

  it('shuffles what comes next and puts it back when shuffle goes off', () => {
    const ten = Array.from({ length: 10 }, (_, i) => anEntry(i + 1));
    const s = run(
      { type: 'playPlaylist', list: ten, startIndex: 2 },
      { type: 'toggleShuffle', seed: 7 },
    );
    expect(s.shuffle).toBe(true);
    expect(order(s).startsWith('1 2 [3] ')).toBe(true);
    expect(order(s)).not.toBe('1 2 [3] 4 5 6 7 8 9 10');
    const onFour = playerReducer(s, {
      type: 'jumpTo',
      index: s.playlist.findIndex((e) => e.context?.responseId === 4),
    });
    const off = playerReducer(onFour, { type: 'toggleShuffle', seed: 0 });
    expect(off.shuffle).toBe(false);
    expect(order(off)).toBe('1 2 3 [4] 5 6 7 8 9 10');
  });

  it('with shuffle on, a new playlist starts at the chosen answer and shuffles the rest', () => {
    const ten = Array.from({ length: 10 }, (_, i) => anEntry(i + 1));
    const s = run(
      { type: 'toggleShuffle', seed: 1 },
      { type: 'playPlaylist', list: ten, startIndex: 0, seed: 3 },
    );
    expect(s.currentContext?.responseId).toBe(1);
    expect(order(s)).not.toBe('[1] 2 3 4 5 6 7 8 9 10');
    expect(order(playerReducer(s, { type: 'toggleShuffle', seed: 0 }))).toBe(
      '[1] 2 3 4 5 6 7 8 9 10',
    );
  });

  it('repeat all wraps Next, Previous and the end of the queue; repeat one replays the song', () => {
    const s = run({ type: 'playPlaylist', list: five, startIndex: 4 });
    expect(canSkipNext(s)).toBe(false);
    expect(playerReducer(s, { type: 'onTrackEnd' }).status).toBe('ended');
    const all = playerReducer(s, { type: 'cycleRepeat' });
    expect(all.repeat).toBe('all');
    expect(canSkipNext(all)).toBe(true);
    expect(order(playerReducer(all, { type: 'skipNext' }))).toBe('[1] 2 3 4 5');
    expect(order(playerReducer(all, { type: 'onTrackEnd' }))).toBe('[1] 2 3 4 5');
    const first = playerReducer(all, { type: 'jumpTo', index: 0 });
    expect(canSkipPrevious(first)).toBe(true);
    expect(order(playerReducer(first, { type: 'skipPrev' }))).toBe('1 2 3 4 [5]');

    const one = playerReducer(all, { type: 'cycleRepeat' });
    expect(one.repeat).toBe('one');
    const again = playerReducer(one, { type: 'onTrackEnd' });
    expect(order(again)).toBe('1 2 3 4 [5]');
    expect(again.loadId).toBe(one.loadId + 1);
    expect(again.wantsToPlay).toBe(true);
    expect(again.isInitialPlaylistLoad).toBe(true); // its comment is not read again
    expect(playerReducer(one, { type: 'cycleRepeat' }).repeat).toBe('off');
  });

  it('repeat all replays a single song', () => {
    const s = run({ type: 'cycleRepeat' }, { type: 'play', track: aTrack(1) });
    const again = playerReducer(s, { type: 'onTrackEnd' });
    expect(again.currentTrack?.id).toBe('video0000001');
    expect(again.wantsToPlay).toBe(true);
    expect(again.loadId).toBe(s.loadId + 1);
  });

  it('restores a saved queue cued, not playing, and never over a track already set', () => {
    const saved = {
      playlist: five,
      currentIndex: 3,
      currentTrack: null,
      currentContext: null,
      shuffle: false,
      repeat: 'all' as const,
      unshuffledOrder: null,
    };
    const s = run({ type: 'restoreQueue', queue: saved });
    expect(order(s)).toBe('1 2 3 [4] 5');
    expect(s.currentTrack?.id).toBe('video0000004');
    expect(s.wantsToPlay).toBe(false);
    expect(s.repeat).toBe('all');
    const playing = run({ type: 'play', track: aTrack(9) });
    expect(playerReducer(playing, { type: 'restoreQueue', queue: saved })).toBe(playing);
    const single = run({
      type: 'restoreQueue',
      queue: {
        ...saved,
        playlist: [],
        currentIndex: -1,
        currentTrack: aTrack(7),
        currentContext: { responseId: 7 },
      },
    });
    expect(single.currentTrack?.id).toBe('video0000007');
    expect(single.currentIndex).toBe(-1);
  });

  it('close empties the queue but keeps shuffle and repeat', () => {
    const s = run(
      { type: 'playPlaylist', list: five },
      { type: 'toggleShuffle', seed: 2 },
      { type: 'cycleRepeat' },
      { type: 'close' },
    );
    expect(s.playlist).toEqual([]);
    expect(s.unshuffledOrder).toBeNull();
    expect(s.shuffle).toBe(true);
    expect(s.repeat).toBe('all');
  });
});
