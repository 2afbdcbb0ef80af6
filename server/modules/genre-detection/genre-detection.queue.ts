/**
 * The one call the requests and responses services make: queue an item for background genre
 * detection and wake this process's worker. Tagging itself never runs in the request path.
 */
import { EventEmitter } from 'node:events';
import type { Database } from '../../db/client';
import { enqueue, type ItemType } from './genre-detection.repository';

const work = new EventEmitter();
work.setMaxListeners(50);

/**
 * Queues `itemType` `itemId` for genre detection. Never throws: a failed insert is only a delay,
 * because the worker's sweep queues every item that was never tagged (docs/decisions/010-processing.md).
 */
export async function enqueueGenreDetection(db: Database, itemType: ItemType, itemId: number): Promise<void> {
  try {
    await enqueue(db, itemType, [itemId]);
    work.emit('work');
  } catch {
    // Picked up by the next sweep.
  }
}

/** Subscribes to "work was queued in this process"; returns the unsubscribe function. */
export function onGenreWork(listener: () => void): () => void {
  work.on('work', listener);
  return () => work.off('work', listener);
}

/** Wakes the workers of this process (after a reprocess action queued work). */
export function notifyGenreWork(): void {
  work.emit('work');
}
