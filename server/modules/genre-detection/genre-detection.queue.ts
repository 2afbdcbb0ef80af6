/**
 * The one call the requests and responses services make: queue an item for background genre
 * detection and wake this process's worker. Tagging itself never runs in the request path.
 */
import { EventEmitter } from 'node:events';
import type { Database } from '../../db/client';
import { type ItemType } from './genre-detection.db';
import { enqueue } from './genre-detection-jobs.repository';

const work = new EventEmitter();
work.setMaxListeners(50);

/**
 * Queues `itemType` `itemId` for genre detection in the caller's transaction `tx`, so the item and
 * its job commit together (one commit per write, decision 009). Call notifyGenreWork() after the
 * commit: a worker woken before it would not see the job on PostgreSQL. Throws what the insert
 * throws, which rolls the item back with it.
 */
export async function enqueueGenreDetection(
  tx: Database,
  itemType: ItemType,
  itemId: number,
): Promise<void> {
  await enqueue(tx, itemType, [itemId]);
}

/** enqueueGenreDetection as a CTE of a write composed into one statement; call notifyGenreWork() after it. */

/** Subscribes to "work was queued in this process"; returns the unsubscribe function. */
export function onGenreWork(listener: () => void): () => void {
  work.on('work', listener);
  return () => work.off('work', listener);
}

/** Wakes the workers of this process (after a write or a reprocess action queued work and committed). */
export function notifyGenreWork(): void {
  work.emit('work');
}
