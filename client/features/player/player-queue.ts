/**
 * Pure helpers of the player's queue: the playlist as an ordered list of entries, each
 * at most once (by `entryKey`), with moves, a seeded shuffle of what comes after the current entry
 * and the way back to the order before shuffling. The store (player-store.ts) keeps `currentIndex`
 * on the same entry through every change.
 */
import { seededRandom } from '@common/random';

/** Repeat modes: off, the whole queue (wraps to the first entry), or the current song. */
export type RepeatMode = 'off' | 'all' | 'one';

export const REPEAT_MODES: readonly RepeatMode[] = ['off', 'all', 'one'];

/** The mode after `mode` in the cycle off → all → one → off (one button cycles them). */
export function nextRepeatMode(mode: RepeatMode): RepeatMode {
  return REPEAT_MODES[(REPEAT_MODES.indexOf(mode) + 1) % REPEAT_MODES.length]!;
}

/** `list` with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.min(Math.max(0, to), next.length), 0, item!);
  return next;
}

/** Where the item at `index` ends up after moving `from` to `to`. */
export function indexAfterMove(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < index && to >= index) return index - 1;
  if (from > index && to <= index) return index + 1;
  return index;
}

/** The first occurrence of each key, in order (a queue holds an answer once). */
export function uniqueBy<T>(list: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** `list` with the items after `index` in a random order (Fisher–Yates from `seed`); the rest stay. */
export function shuffleAfter<T>(list: readonly T[], index: number, seed: number): T[] {
  const head = list.slice(0, index + 1);
  const tail = list.slice(index + 1);
  const random = seededRandom(seed);
  for (let i = tail.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tail[i], tail[j]] = [tail[j]!, tail[i]!];
  }
  return [...head, ...tail];
}

/**
 * `list` put back into `order` (keys, as before shuffling); items that joined since keep their
 * relative order after the known ones.
 */
export function restoreOrder<T>(
  list: readonly T[],
  order: readonly string[],
  key: (item: T) => string,
): T[] {
  const rank = new Map(order.map((k, i) => [k, i]));
  const known = list
    .filter((item) => rank.has(key(item)))
    .sort((a, b) => rank.get(key(a))! - rank.get(key(b))!);
  return [...known, ...list.filter((item) => !rank.has(key(item)))];
}
