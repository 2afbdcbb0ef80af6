/**
 * processing_status rows of genre detection and reprocessing: running, progress, finished, idle
 * and the staff dashboard's status rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  type Db,
  type ItemType,
  STATUS,
  detectionStatusType,
  reprocessStatusType,
  rows,
} from './genre-detection.db';

// --- processing_status --------------------------------------------------------------------------

/**
 * Marks detection of `jobType` as running on `instanceId` with a fresh heartbeat. A run already
 * marked running (by this instance, another live one, or one that stopped heart-beating) is adopted
 * with its progress; otherwise a new run of `queued` items starts.
 */
export async function markRunning(
  db: Db,
  jobType: string,
  instanceId: string,
  queued: number,
): Promise<void> {
  await db.execute(sql`insert into processing_status (job_type, is_running, total_items, processed_items, started_at, instance_id, last_heartbeat)
    values (${jobType}, true, ${queued}, 0, now(), ${instanceId}, now())
    on conflict (job_type) do update set
      is_running = true, instance_id = excluded.instance_id, last_heartbeat = now(),
      started_at = case when processing_status.is_running then processing_status.started_at else now() end,
      total_items = case when processing_status.is_running
        then greatest(processing_status.total_items, processing_status.processed_items + ${queued}) else ${queued} end,
      processed_items = case when processing_status.is_running then processing_status.processed_items else 0 end,
      completed_at = case when processing_status.is_running then processing_status.completed_at else null end`);
}

/**
 * One item done, in one statement: deletes its job and counts it in the detection run's progress
 * and, for reprocess jobs, in the reprocess action's (finishing it at its total).
 */
export async function finishJob(
  db: Db,
  jobId: number,
  itemType: ItemType,
  instanceId: string,
  reprocess: boolean,
): Promise<void> {
  await db.execute(sql`with gone as (delete from genre_detection_jobs where id = ${jobId})
    ${progressUpdate(itemType, instanceId, 1, reprocess ? 1 : 0)}`);
}

/**
 * The UPDATE that counts `done` items of `itemType` in the detection run's progress (claimed by
 * `instanceId`) and `reprocessed` of them in the reprocess action's, finishing the action at its total.
 */
export function progressUpdate(
  itemType: ItemType,
  instanceId: string,
  done: number,
  reprocessed: number,
): SQL {
  const detection = detectionStatusType(itemType);
  const delta = sql`(case when job_type = ${detection} then ${done}::int else ${reprocessed}::int end)`;
  return sql`update processing_status set processed_items = processed_items + ${delta}, last_heartbeat = now(),
      instance_id = case when job_type = ${detection} then ${instanceId} else instance_id end,
      is_running = case when job_type = ${detection} then is_running else processed_items + ${delta} < total_items end,
      completed_at = case when job_type <> ${detection} and processed_items + ${delta} >= total_items then now() else completed_at end
    where job_type = ${detection} or (job_type = ${reprocessStatusType(itemType)} and ${reprocessed}::int > 0)`;
}

/** Heartbeat of the runs `instanceId` is marked on. */
export async function heartbeat(db: Db, instanceId: string): Promise<void> {
  await db.execute(
    sql`update processing_status set last_heartbeat = now() where instance_id = ${instanceId} and is_running`,
  );
}

/** Marks detection runs finished when their type has no job left (whichever instance ran them). */
export async function markIdleWhenEmpty(db: Db): Promise<void> {
  await db.execute(sql`update processing_status s set is_running = false, completed_at = now()
    where s.is_running and s.job_type in (${STATUS.requests}, ${STATUS.responses}, ${STATUS.reprocessRequests}, ${STATUS.reprocessResponses})
      and not exists (select 1 from genre_detection_jobs j
        where j.item_type = case when s.job_type like '%:requests' then 'request' else 'response' end
          and (s.job_type like 'genre-detection:%' or j.reason = 'reprocess'))`);
}

/** Starts (or restarts) the progress of a reprocess action over `total` items. */
export async function startReprocess(db: Db, itemType: ItemType, total: number): Promise<void> {
  await db.execute(sql`insert into processing_status (job_type, is_running, total_items, processed_items, started_at, completed_at, last_heartbeat)
    values (${reprocessStatusType(itemType)}, ${total > 0}, ${total}, 0, now(), ${total > 0 ? null : new Date()}, now())
    on conflict (job_type) do update set is_running = excluded.is_running, total_items = excluded.total_items, processed_items = 0,
      started_at = excluded.started_at, completed_at = excluded.completed_at, instance_id = null, last_heartbeat = now()`);
}

export interface StatusRow {
  jobType: string;
  isRunning: boolean;
  totalItems: number;
  processedItems: number;
  instanceId: string | null;
  lastHeartbeat: Date | null;
  completedAt: Date | null;
  /** is_running and heart-beating within the stale timeout. */
  alive: boolean;
}

export async function statusRows(db: Db, staleSeconds: number): Promise<Map<string, StatusRow>> {
  const found = await rows<{
    job_type: string;
    is_running: boolean;
    total_items: number;
    processed_items: number;
    instance_id: string | null;
    last_heartbeat: Date | string | null;
    completed_at: Date | string | null;
    alive: boolean;
  }>(
    db,
    sql`select job_type, is_running, total_items, processed_items, instance_id, last_heartbeat, completed_at,
        (is_running and last_heartbeat > now() - make_interval(secs => ${staleSeconds})) as alive
      from processing_status where job_type in (${STATUS.requests}, ${STATUS.responses}, ${STATUS.reprocessRequests}, ${STATUS.reprocessResponses})`,
  );
  const toDate = (v: Date | string | null) => (v === null ? null : new Date(v));
  return new Map(
    found.map((r) => [
      r.job_type,
      {
        jobType: r.job_type,
        isRunning: r.is_running,
        totalItems: r.total_items,
        processedItems: r.processed_items,
        instanceId: r.instance_id,
        lastHeartbeat: toDate(r.last_heartbeat),
        completedAt: toDate(r.completed_at),
        alive: r.alive,
      },
    ]),
  );
}
