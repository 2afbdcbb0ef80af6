/**
 * The player's queue across a reload: kept in sessionStorage (this tab only, gone when
 * it closes), written whenever the queue, its position or its modes change, and validated with
 * zod when read back, so a stale or hand-edited value is dropped instead of breaking the player.
 * Loaded lazily (restore-queue-lazily.ts) only when a queue is saved or something plays, so zod
 * stays off the first screen and hydration sees the same empty player the server rendered.
 */
import { z } from 'zod';
import { songDataSchema } from '@common/schemas/shared';
import { REPEAT_MODES } from './player-queue';
import type { PlayerState, RestoredQueue } from './player-state';
import type { PlayerStore } from './player-store';
import { queueStorageKey } from './queue-storage-key';

/** A longer queue is not saved (a request has far fewer answers; protects the storage quota). */
export const MAX_SAVED_ENTRIES = 500;

const contextSchema = z.object({
  responseId: z.number().int().positive().optional(),
  requestId: z.number().int().positive().optional(),
  responderName: z.string().max(100).nullable().optional(),
  comment: z.string().max(2000).nullable().optional(),
});

const savedQueueSchema = z
  .object({
    version: z.literal(1),
    playlist: z
      .array(z.object({ track: songDataSchema, context: contextSchema.optional() }))
      .max(MAX_SAVED_ENTRIES),
    currentIndex: z.number().int().min(-1),
    currentTrack: songDataSchema.nullable(),
    currentContext: contextSchema.nullable(),
    shuffle: z.boolean(),
    repeat: z.enum(REPEAT_MODES as [RestoredQueue['repeat'], ...RestoredQueue['repeat'][]]),
    unshuffledOrder: z.array(z.string().max(100)).max(MAX_SAVED_ENTRIES).nullable(),
  })
  .refine(
    (q) =>
      q.playlist.length === 0
        ? q.currentIndex === -1 && q.currentTrack !== null
        : q.currentIndex < q.playlist.length,
    {
      message: 'The position does not fit the queue.',
    },
  );

/** What is saved of `state`, or null when nothing is set (the saved value is then removed). */
export function queueSnapshot(state: PlayerState): RestoredQueue | null {
  if (!state.currentTrack || state.playlist.length > MAX_SAVED_ENTRIES) return null;
  const { playlist, currentIndex, currentTrack, currentContext, shuffle, repeat, unshuffledOrder } =
    state;
  return { playlist, currentIndex, currentTrack, currentContext, shuffle, repeat, unshuffledOrder };
}

/** The queue saved under `key`, or null when there is none or it does not validate. */
export function readSavedQueue(storage: Storage, key: string): RestoredQueue | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  const parsed = savedQueueSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { version: _version, ...queue } = parsed.data;
  return queue as RestoredQueue;
}

function write(storage: Storage, key: string, queue: RestoredQueue | null) {
  try {
    if (queue) storage.setItem(key, JSON.stringify({ version: 1, ...queue }));
    else storage.removeItem(key);
  } catch {
    // Storage full or disabled (private mode): the queue just does not outlive the page.
  }
}

/** The fields whose change is saved; position, status and volume are not. */
const SAVED_FIELDS = [
  'playlist',
  'currentIndex',
  'currentTrack',
  'shuffle',
  'repeat',
] as const satisfies readonly (keyof PlayerState)[];

/**
 * Restores the member's saved queue into `store` (unless a track is set already), then saves every
 * change of the queue under their key. Returns the unsubscribe function.
 */
export function restoreAndPersistQueue(
  store: PlayerStore,
  storage: Storage,
  memberId: number,
): () => void {
  const key = queueStorageKey(memberId);
  const saved = readSavedQueue(storage, key);
  if (saved) store.dispatch({ type: 'restoreQueue', queue: saved });
  let last = store.getState();
  write(storage, key, queueSnapshot(last));
  return store.subscribe(() => {
    const state = store.getState();
    if (SAVED_FIELDS.every((field) => state[field] === last[field])) return;
    last = state;
    write(storage, key, queueSnapshot(state));
  });
}
