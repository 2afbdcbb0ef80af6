/**
 * SQL of automatic genre detection: the job queue (claims with FOR UPDATE SKIP LOCKED), the inputs
 * of requests and responses with their input hash, the genre writes, processing_status rows and the
 * staff lists and counts. Runs unchanged on PGlite and PostgreSQL.
 */
import { displayedSongSql } from '../responses/displayed-song';
import { and, asc, eq, inArray, not, like, sql, type SQL } from 'drizzle-orm';
import { HIDDEN_GENRE_PREFIX, NO_GENRE_DETECTED } from '../../../common/constants';
import type { GenreRef, SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { genreAliases, genreRedirects, genres, songs } from '../../db/schema/index';
import { escapeLike, intArrayLiteral, textArrayLiteral } from '../../lib/sql';
import { cteName, defineCte, type Cte, type CteRef } from '../../lib/write-effects';

/** The database or a transaction. */
export type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'delete' | 'update'>;
export type ItemType = 'request' | 'response';

/** processing_status job types written by detection (one row each). */
export const STATUS = {
  requests: 'genre-detection:requests',
  responses: 'genre-detection:responses',
  reprocessRequests: 'reprocess:requests',
  reprocessResponses: 'reprocess:responses',
} as const;
export const detectionStatusType = (t: ItemType) =>
  t === 'request' ? STATUS.requests : STATUS.responses;
export const reprocessStatusType = (t: ItemType) =>
  t === 'request' ? STATUS.reprocessRequests : STATUS.reprocessResponses;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// --- input hashes -------------------------------------------------------------------------------

/**
 * md5 of everything the detector reads from a request row `r` (type, text, GIF, song fields): a
 * different hash than the stored one means the inputs changed since the request was tagged.
 */
const requestHash =
  sql.raw(`md5(concat_ws(chr(31), r.type, coalesce(r.content, ''), coalesce(r.gif_url, ''),
  coalesce(r.song_data->>'name', ''), coalesce(r.song_data->>'artist', ''), coalesce(r.song_data->>'channelName', r.song_data->>'channel', ''),
  coalesce(r.song_data->>'derivedTitle', ''), coalesce(r.song_data->>'derivedArtist', '')))`);
/** md5 of the song fields of a response row `p` the detector reads. */
const responseHash =
  sql.raw(`md5(concat_ws(chr(31), coalesce(p.song_data->>'name', ''), coalesce(p.song_data->>'artist', ''),
  coalesce(p.song_data->>'channelName', p.song_data->>'channel', ''), coalesce(p.song_data->>'derivedTitle', ''),
  coalesce(p.song_data->>'derivedArtist', '')))`);

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
 * A one-row FROM item that makes the statement's transaction commit without waiting for its WAL
 * flush (`synchronous_commit = off`, that transaction only), joined into the first statement of
 * each item's transaction. Detection writes derived data and deletes its job in the same
 * transaction, so a crash that forgets a commit forgets the job's deletion too and the job runs
 * again; meanwhile the answers being written do not queue behind the worker's flushes (decision 009).
 * The worker's bookkeeping (claims, their release, the run's status) keeps durable commits: made
 * flush-free too, it gained nothing measurable (decision 009).
 */
const withoutFlush = sql`(select set_config('synchronous_commit', 'off', true)) without_flush`;

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

// --- item inputs and genre writes ---------------------------------------------------------------

export interface RequestInputRow {
  type: 'text' | 'gif' | 'slts';
  content: string | null;
  gifUrl: string | null;
  songData: SongData | null;
  hash: string;
}

export async function requestInput(db: Db, id: number): Promise<RequestInputRow | null> {
  const found = await rows<{
    type: RequestInputRow['type'];
    content: string | null;
    gif_url: string | null;
    song_data: SongData | null;
    hash: string;
  }>(
    db,
    // KEY SHARE: waits for a member's or staff genre replacement (FOR UPDATE) on this request, so
    // automatic and chosen genres never interleave; counter updates (upvotes) are not blocked.
    sql`select r.type, r.content, r.gif_url, r.song_data, ${requestHash} as hash from requests r where r.id = ${id} for key share`,
  );
  const r = found[0];
  return r
    ? { type: r.type, content: r.content, gifUrl: r.gif_url, songData: r.song_data, hash: r.hash }
    : null;
}

export async function responseInput(
  db: Db,
  id: number,
): Promise<{ songData: SongData; hash: string } | null> {
  const found = await rows<{ song_data: SongData; hash: string }>(
    db,
    sql`select p.song_data, ${responseHash} as hash from responses p where p.id = ${id} for key share`,
  );
  const r = found[0];
  return r ? { songData: r.song_data, hash: r.hash } : null;
}

/**
 * Writes an item's automatic genres (run in the item's transaction): its earlier automatic genres
 * and the marker go; when it has genres a member or staff chose, those stay and nothing is added;
 * otherwise `genreIds`, or the marker when empty. Records `hash` as the inputs tagged.
 * Returns the genre ids now tagged automatically.
 */
export async function writeAutomaticGenres(
  db: Db,
  itemType: ItemType,
  itemId: number,
  genreIds: number[],
  markerId: number,
  hash: string,
): Promise<number[]> {
  const [table, column, detections] =
    itemType === 'request'
      ? ['request_genres', 'request_id', 'request_genre_detections']
      : ['response_genres', 'response_id', 'response_genre_detections'];
  const t = sql.raw(table);
  const c = sql.raw(column);
  // One statement: the delete's effect is invisible to the count, which reads only chosen genres.
  const manual = await rows<{ n: number }>(
    db,
    sql`with removed as (delete from ${t} where ${c} = ${itemId} and (automatic or genre_id = ${markerId}) returning 1)
      select count(*)::int as n from ${t} where ${c} = ${itemId} and not automatic and genre_id <> ${markerId}`,
  );
  const tagged = (manual[0]?.n ?? 0) === 0 ? (genreIds.length > 0 ? genreIds : [markerId]) : [];
  const upsertDetection = sql`insert into ${sql.raw(detections)} (${c}, input_hash, detected_at) values (${itemId}, ${hash}, now())
    on conflict (${c}) do update set input_hash = excluded.input_hash, detected_at = excluded.detected_at`;
  if (tagged.length > 0) {
    const values = sql.join(
      tagged.map((g) => sql`(${itemId}, ${g}, true)`),
      sql`, `,
    );
    await db.execute(
      sql`with tagged as (insert into ${t} (${c}, genre_id, automatic) values ${values} on conflict do nothing) ${upsertDetection}`,
    );
  } else {
    await db.execute(upsertDetection);
  }
  return tagged;
}

/** A response job's input in a batch: the song (null when the response is gone) and its input hash. */
export interface ResponseJobInput {
  jobId: number;
  responseId: number;
  songData: SongData | null;
  hash: string | null;
}

/**
 * Locks the jobs of `jobIds` that `instanceId` still holds (FOR UPDATE, in the caller's
 * transaction) and reads their responses' songs and input hashes, each response locked FOR KEY
 * SHARE as responseInput does. Jobs taken over by another instance are left out. The first
 * statement of the batch's transaction, which then commits without waiting for its flush.
 */
export async function lockOwnResponseJobs(
  db: Db,
  jobIds: number[],
  instanceId: string,
): Promise<ResponseJobInput[]> {
  const found = await rows<{
    job_id: number;
    response_id: number;
    song_data: SongData | null;
    hash: string | null;
  }>(
    db,
    sql`with own as (
        select id, item_id from genre_detection_jobs
        where id = any(${intArrayLiteral(jobIds)}::int[]) and claimed_by = ${instanceId} and item_type = 'response'
        for update)
      select o.id as job_id, o.item_id as response_id, p.song_data, p.hash from own o
      cross join ${withoutFlush}
      left join lateral (select p.song_data, ${responseHash} as hash from responses p where p.id = o.item_id for key share) p on true
      order by o.id`,
  );
  return found.map((r) => ({
    jobId: r.job_id,
    responseId: r.response_id,
    songData: r.song_data,
    hash: r.hash,
  }));
}

/**
 * writeAutomaticGenres and finishJob for a batch of response jobs, in the caller's transaction and
 * two statements whatever the batch's size: first each response's earlier automatic genres and the
 * marker go; then the responses with no genre a member or staff chose get their `genreIds` (the
 * marker when empty), every detected response records its input hash, the jobs are deleted and
 * the runs' progress moves by the batch (`reprocessed`: how many were reprocess jobs).
 */
export async function writeResponseBatch(
  db: Db,
  items: { jobId: number; responseId: number; genreIds: number[]; hash: string | null }[],
  markerId: number,
  instanceId: string,
  reprocessed: number,
): Promise<void> {
  const responseIds = intArrayLiteral(items.map((i) => i.responseId));
  const chosen = await rows<{ id: number }>(
    db,
    sql`with removed as (
        delete from response_genres where response_id = any(${responseIds}::int[]) and (automatic or genre_id = ${markerId}) returning 1)
      select distinct response_id as id from response_genres
      where response_id = any(${responseIds}::int[]) and not automatic and genre_id <> ${markerId}`,
  );
  const keep = new Set(chosen.map((r) => r.id));
  const pairs = items
    .filter((i) => i.hash !== null && !keep.has(i.responseId))
    .flatMap((i) =>
      (i.genreIds.length > 0 ? i.genreIds : [markerId]).map((g) => [i.responseId, g] as const),
    );
  const detected = items.filter((i) => i.hash !== null);
  await db.execute(sql`with tagged as (
      insert into response_genres (response_id, genre_id, automatic)
      select response_id, genre_id, true from unnest(${intArrayLiteral(pairs.map((p) => p[0]))}::int[], ${intArrayLiteral(pairs.map((p) => p[1]))}::int[]) as t(response_id, genre_id)
      on conflict do nothing),
    detected as (
      insert into response_genre_detections (response_id, input_hash, detected_at)
      select response_id, input_hash, now() from unnest(${intArrayLiteral(detected.map((i) => i.responseId))}::int[], ${textArrayLiteral(detected.map((i) => i.hash!))}::text[]) as d(response_id, input_hash)
      on conflict (response_id) do update set input_hash = excluded.input_hash, detected_at = excluded.detected_at),
    gone as (delete from genre_detection_jobs where id = any(${intArrayLiteral(items.map((i) => i.jobId))}::int[]))
    ${progressUpdate('response', instanceId, items.length, reprocessed)}`);
}

/** Counts each suggested genre name once more (suggested_genres.detectedCount, lastDetected). */
export async function recordSuggestions(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const values = sql.join(
    names.map((n) => sql`(${n})`),
    sql`, `,
  );
  await db.execute(sql`insert into suggested_genres (name) values ${values}
    on conflict (name) do update set detected_count = suggested_genres.detected_count + 1, last_detected = now()`);
}

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
function progressUpdate(
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

// --- taxonomy and catalogue ---------------------------------------------------------------------

/** The reserved `__no_genre_detected__` genre's id (created by the seed); null when missing. */
export async function markerGenreId(db: Db): Promise<number | null> {
  const found = await db
    .select({ id: genres.id })
    .from(genres)
    .where(eq(genres.name, NO_GENRE_DETECTED))
    .limit(1);
  return found[0]?.id ?? null;
}

export async function loadTaxonomy(db: Db) {
  const [genreRows, aliasRows, redirectRows] = await Promise.all([
    db.select({ id: genres.id, name: genres.name }).from(genres).where(eq(genres.active, true)),
    db.select({ alias: genreAliases.alias, genreId: genreAliases.genreId }).from(genreAliases),
    db
      .select({ oldGenreId: genreRedirects.oldGenreId, newGenreId: genreRedirects.newGenreId })
      .from(genreRedirects),
  ]);
  return { genres: genreRows, aliases: aliasRows, redirects: redirectRows };
}

export async function loadCatalogueSongs(db: Db) {
  return db.select({ title: songs.title, artist: songs.artist, genre: songs.genre }).from(songs);
}

/** A cheap fingerprint of taxonomy + catalogue: the worker rebuilds its detector when it changes. */
export async function catalogueFingerprint(db: Db): Promise<string> {
  const found = await rows<{ f: string }>(
    db,
    sql`select concat_ws(':', (select count(*) from songs), (select coalesce(max(id), 0) from songs), (select count(*) from genres),
      (select coalesce(max(id), 0) from genres), (select count(*) from genre_aliases), (select count(*) from genre_redirects)) as f`,
  );
  return found[0]?.f ?? '';
}

// --- staff lists and counts ---------------------------------------------------------------------

/** Rows in requests and responses (exact counts, for the tagging-box totals). */
export async function tableCounts(db: Db): Promise<{ requests: number; responses: number }> {
  const found = await rows<{ requests: number; responses: number }>(
    db,
    sql`select (select count(*)::int from requests) as requests, (select count(*)::int from responses) as responses`,
  );
  return found[0]!;
}

/** Requests and responses tagged `__no_genre_detected__` (index-only ranges of the marker genre). */
export async function noGenreCounts(
  db: Db,
  markerId: number,
): Promise<{ requests: number; responses: number }> {
  const found = await rows<{ requests: number; responses: number }>(
    db,
    sql`select (select count(*)::int from request_genres where genre_id = ${markerId}) as requests,
      (select count(*)::int from response_genres where genre_id = ${markerId}) as responses`,
  );
  return found[0]!;
}

export interface NoGenreRequestRow {
  id: number;
  type: 'text' | 'gif' | 'slts';
  content: string | null;
  user_id: number;
  author_name: string;
  created_at: Date | string;
}

/**
 * A page of the `itemType` rows tagged `__no_genre_detected__`, newest first, with `columns` of the
 * row (alias `t`) and its author (`u`). Deferred join: the page's ids come from the index
 * `{item}_genres (genre_id, {item}_id)` alone, then only those rows are read.
 */
function noGenrePage<R>(
  db: Db,
  itemType: ItemType,
  columns: SQL,
  markerId: number,
  offset: number,
  limit: number,
): Promise<R[]> {
  // Table and column names are these constants, never input.
  const links = sql.raw(`${itemType}_genres`);
  const id = sql.raw(`${itemType}_id`);
  const items = sql.raw(`${itemType}s`);
  return rows(
    db,
    sql`with page as (select ${id} from ${links} where genre_id = ${markerId} order by ${id} desc offset ${offset} limit ${limit})
      select ${columns}, u.display_name as author_name, t.created_at
      from page join ${items} t on t.id = page.${id} join users u on u.id = t.user_id
      order by t.id desc`,
  );
}

/** Requests tagged only `__no_genre_detected__`, newest first (index request_genres (genre_id, request_id)). */
export function noGenreRequestsPage(
  db: Db,
  markerId: number,
  offset: number,
  limit: number,
): Promise<NoGenreRequestRow[]> {
  return noGenrePage(
    db,
    'request',
    sql`t.id, t.type, t.content, t.user_id`,
    markerId,
    offset,
    limit,
  );
}

export interface NoGenreResponseRow {
  id: number;
  request_id: number;
  song_id: string;
  song_data: SongData;
  comment: string | null;
  author_name: string;
  created_at: Date | string;
}

/** Responses tagged only `__no_genre_detected__`, newest first (index response_genres (genre_id, response_id)). */
export function noGenreResponsesPage(
  db: Db,
  markerId: number,
  offset: number,
  limit: number,
): Promise<NoGenreResponseRow[]> {
  return noGenrePage(
    db,
    'response',
    sql`t.id, t.request_id, t.song_id, ${displayedSongSql('t')} as song_data, t.comment`,
    markerId,
    offset,
    limit,
  );
}

/** Which of `ids` are active genres staff may assign (visible names, never the reserved ones). */
export async function findAssignableGenres(db: Db, ids: number[]): Promise<GenreRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(
      and(
        inArray(genres.id, ids),
        eq(genres.active, true),
        not(like(genres.name, `${escapeLike(HIDDEN_GENRE_PREFIX)}%`)),
      ),
    )
    .orderBy(asc(genres.name));
}

/** Locks request `id` for the transaction; false when there is no such request. */
export async function lockRequest(db: Db, id: number): Promise<boolean> {
  return (
    (await rows<{ id: number }>(db, sql`select id from requests where id = ${id} for update`))
      .length === 1
  );
}

/** Replaces the genres of a request with staff-chosen ones (not automatic). */
export async function replaceRequestGenres(
  db: Db,
  requestId: number,
  genreIds: number[],
): Promise<void> {
  await db.execute(sql`delete from request_genres where request_id = ${requestId}`);
  const values = sql.join(
    genreIds.map((g) => sql`(${requestId}, ${g}, false)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into request_genres (request_id, genre_id, automatic) values ${values} on conflict do nothing`,
  );
}

/** Gives back the claims `instanceId` still holds (end of a batch, or stopping). */
export async function releaseClaimsOf(db: Db, instanceId: string): Promise<void> {
  await db.execute(
    sql`update genre_detection_jobs set claimed_by = null, claimed_at = null where claimed_by = ${instanceId}`,
  );
}
