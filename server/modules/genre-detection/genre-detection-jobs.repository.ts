/**
 * The genre-detection job queue: enqueueing (one item, untagged, changed or all), claims with
 * FOR UPDATE SKIP LOCKED per worker instance, release, heartbeat and queued counts.
 */
import { sql } from 'drizzle-orm';
import { cteName, defineCte, type Cte, type CteRef } from '../../lib/write-effects';
import {
  type Db,
  type ItemType,
  rows,
  requestHash,
  responseHash,
  withoutFlush,
} from './genre-detection.db';

// --- queue --------------------------------------------------------------------------------------

/** Queues items (already queued ones are left as they are). Returns how many were added. */
export async function enqueue(db: Db, itemType: ItemType, itemIds: number[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const values = sql.join(
    itemIds.map((id) => sql`(${itemType}, ${id})`),
    sql`, `,
  );
  const added = await rows<{ id: number }>(
    db,
    sql`insert into genre_detection_jobs (item_type, item_id) values ${values} on conflict (item_type, item_id) do nothing returning id`,
  );
  return added.length;
}

/**
 * CTE `queued_detection`: queues for detection, as `itemType`, every id of CTE `source` (column
 * id), inside a write composed into one statement (already queued ones are left as they are).
 */
export function genreDetectionJobsCte(itemType: ItemType, source: CteRef<'id'>): Cte {
  return defineCte(
    'queued_detection',
    sql`insert into genre_detection_jobs (item_type, item_id) select ${itemType}, id from ${cteName(source)}
    on conflict (item_type, item_id) do nothing`,
  );
}

/** Queues every request or response that was never tagged and is not queued. Returns how many. */
export async function enqueueUntagged(db: Db, itemType: ItemType): Promise<number> {
  const query =
    itemType === 'request'
      ? sql`insert into genre_detection_jobs (item_type, item_id)
          select 'request', r.id from requests r
          where not exists (select 1 from request_genre_detections d where d.request_id = r.id)
          on conflict (item_type, item_id) do nothing returning id`
      : sql`insert into genre_detection_jobs (item_type, item_id)
          select 'response', p.id from responses p
          where not exists (select 1 from response_genre_detections d where d.response_id = p.id)
          on conflict (item_type, item_id) do nothing returning id`;
  return (await rows<{ id: number }>(db, query)).length;
}

/**
 * Queues for reprocessing the items whose inputs changed since they were tagged, that were never
 * tagged, or whose only genre is `__no_genre_detected__`. Jobs already queued become reprocess jobs.
 * Returns how many items are queued for reprocessing.
 */
export async function enqueueChanged(
  db: Db,
  itemType: ItemType,
  markerId: number,
): Promise<number> {
  const query =
    itemType === 'request'
      ? sql`insert into genre_detection_jobs (item_type, item_id, reason)
          select 'request', r.id, 'reprocess' from requests r
            left join request_genre_detections d on d.request_id = r.id
          where d.request_id is null or d.input_hash <> ${requestHash}
            or not exists (select 1 from request_genres g where g.request_id = r.id and g.genre_id <> ${markerId})
          on conflict (item_type, item_id) do update set reason = 'reprocess' returning id`
      : sql`insert into genre_detection_jobs (item_type, item_id, reason)
          select 'response', p.id, 'reprocess' from responses p
            left join response_genre_detections d on d.response_id = p.id
          where d.response_id is null or d.input_hash <> ${responseHash}
            or not exists (select 1 from response_genres g where g.response_id = p.id and g.genre_id <> ${markerId})
          on conflict (item_type, item_id) do update set reason = 'reprocess' returning id`;
  return (await rows<{ id: number }>(db, query)).length;
}

/** Queues every request or response for reprocessing. Returns how many. */
export async function enqueueAll(db: Db, itemType: ItemType): Promise<number> {
  const query =
    itemType === 'request'
      ? sql`insert into genre_detection_jobs (item_type, item_id, reason) select 'request', id, 'reprocess' from requests
          on conflict (item_type, item_id) do update set reason = 'reprocess' returning id`
      : sql`insert into genre_detection_jobs (item_type, item_id, reason) select 'response', id, 'reprocess' from responses
          on conflict (item_type, item_id) do update set reason = 'reprocess' returning id`;
  return (await rows<{ id: number }>(db, query)).length;
}

/** Removes automatic genres, the no-genre marker and the detection state of every item (clear-all). */
export async function clearAutomaticGenres(db: Db, markerId: number): Promise<void> {
  await db.execute(sql`delete from request_genres where automatic or genre_id = ${markerId}`);
  await db.execute(sql`delete from response_genres where automatic or genre_id = ${markerId}`);
  await db.execute(sql`delete from request_genre_detections`);
  await db.execute(sql`delete from response_genre_detections`);
}

export interface ClaimedJob {
  id: number;
  itemType: ItemType;
  itemId: number;
  reason: 'new' | 'reprocess';
  attempts: number;
}

/**
 * Claims up to `limit` jobs for `instanceId`, oldest first: unclaimed ones and those whose claim is
 * older than `staleSeconds` (their instance stopped heart-beating). SKIP LOCKED lets several
 * instances claim at once without waiting for or taking each other's rows.
 */
export async function claimJobs(
  db: Db,
  instanceId: string,
  limit: number,
  staleSeconds: number,
): Promise<ClaimedJob[]> {
  const claimed = await rows<{
    id: number;
    item_type: ItemType;
    item_id: number;
    reason: 'new' | 'reprocess';
    attempts: number;
  }>(
    db,
    sql`update genre_detection_jobs j set claimed_by = ${instanceId}, claimed_at = now(), attempts = j.attempts + 1
      where j.id in (
        select id from genre_detection_jobs
        where claimed_by is null or claimed_at < now() - make_interval(secs => ${staleSeconds})
        order by id limit ${limit}
        for update skip locked)
      returning j.id, j.item_type, j.item_id, j.reason, j.attempts`,
  );
  return claimed
    .map((r) => ({
      id: r.id,
      itemType: r.item_type,
      itemId: r.item_id,
      reason: r.reason,
      attempts: r.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Locks job `id` if `instanceId` still holds its claim (the first statement of the item's
 * transaction, which then commits without waiting for its flush); false when taken over or gone.
 */
export async function lockOwnJob(db: Db, id: number, instanceId: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from genre_detection_jobs cross join ${withoutFlush} where id = ${id} and claimed_by = ${instanceId} for update of genre_detection_jobs`,
  );
  return found.length === 1;
}

/** Gives a failed job back to the queue (or drops it after `maxAttempts`). */
export async function releaseJob(
  db: Db,
  id: number,
  instanceId: string,
  drop: boolean,
): Promise<void> {
  if (drop)
    await db.execute(
      sql`delete from genre_detection_jobs where id = ${id} and claimed_by = ${instanceId}`,
    );
  else
    await db.execute(
      sql`update genre_detection_jobs set claimed_by = null, claimed_at = null where id = ${id} and claimed_by = ${instanceId}`,
    );
}

/** The heartbeat of an instance: refreshes its claims so no other instance takes them over. */
export async function refreshClaims(db: Db, instanceId: string): Promise<void> {
  await db.execute(
    sql`update genre_detection_jobs set claimed_at = now() where claimed_by = ${instanceId}`,
  );
}

/** Jobs waiting per item type. */
export async function queuedCounts(db: Db): Promise<Record<ItemType, number>> {
  const found = await rows<{ item_type: ItemType; n: number }>(
    db,
    sql`select item_type, count(*)::int as n from genre_detection_jobs group by item_type`,
  );
  return {
    request: found.find((r) => r.item_type === 'request')?.n ?? 0,
    response: found.find((r) => r.item_type === 'response')?.n ?? 0,
  };
}

/** Gives back the claims `instanceId` still holds (end of a batch, or stopping). */
export async function releaseClaimsOf(db: Db, instanceId: string): Promise<void> {
  await db.execute(
    sql`update genre_detection_jobs set claimed_by = null, claimed_at = null where claimed_by = ${instanceId}`,
  );
}
