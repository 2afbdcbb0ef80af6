/**
 * Genre detection's reads of item inputs (with their input hash) and its writes of automatic
 * genres, response batches and suggested-genre counts.
 */
import { sql } from 'drizzle-orm';
import type { SongData } from '../../../common/schemas';
import { intArrayLiteral, textArrayLiteral } from '../../lib/sql';
import {
  type Db,
  type ItemType,
  rows,
  requestHash,
  responseHash,
  withoutFlush,
} from './genre-detection.db';
import { progressUpdate } from './genre-detection-status.repository';

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
