/**
 * Brings back a signed-in member's queue of before a reload and keeps saving it (queue-storage.ts,
 * decision 033) without putting that code, and zod with it, on the first screen (decision 042):
 * - a queue is saved for the member: queue-storage.ts loads when the browser is idle and restores it;
 * - none is saved: it loads only once something plays, and saves from then on.
 */
import type { PlayerStore } from './player-store';
import { hasSavedQueue } from './queue-storage-key';
import { whenIdle } from '../../lib/when-idle';

type QueueStorage = Pick<typeof import('./queue-storage'), 'restoreAndPersistQueue'>;

/**
 * Starts restoring and saving `memberId`'s queue of `store` in `storage`; `load` imports
 * queue-storage.ts (replaceable in tests). Returns a function that stops waiting (a save already
 * started keeps going for the page's life).
 */
export function restoreQueueLazily(
  store: PlayerStore,
  storage: Storage,
  memberId: number,
  load: () => Promise<QueueStorage> = () => import('./queue-storage'),
): () => void {
  // With the store's transitions there, the restored queue is in the state before the first save.
  const start = () =>
    void Promise.all([load(), store.load()]).then(([m]) =>
      m.restoreAndPersistQueue(store, storage, memberId),
    );
  if (hasSavedQueue(storage, memberId)) return whenIdle(start);
  if (store.getState().currentTrack) {
    start();
    return () => {};
  }
  const unsubscribe = store.subscribe(() => {
    if (!store.getState().currentTrack) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
