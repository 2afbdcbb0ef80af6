/**
 * Where a member's player queue is saved (sessionStorage), without the code that validates it:
 * the shell asks `hasSavedQueue` on every signed-in page, and loads queue-storage.ts (with zod)
 * only when there is something to restore or something starts playing (decision 042).
 */

/**
 * The sessionStorage key of a member's queue: per member, so someone signing in after another in
 * the same tab never gets their queue back. Bump the version inside the value when its shape changes.
 */
export function queueStorageKey(memberId: number): string {
  return `hearsay-player-queue:${memberId}`;
}

/** Whether `storage` holds a saved queue of `memberId` (unvalidated); false when storage is blocked. */
export function hasSavedQueue(storage: Storage, memberId: number): boolean {
  try {
    return storage.getItem(queueStorageKey(memberId)) !== null;
  } catch {
    return false;
  }
}
