/**
 * SQL shared by the genre-detection repositories: the database handle type, item types, the
 * processing_status job names, raw-row reads and the md5 input hashes of requests and responses
 * (a stored hash that differs means the item changed since it was tagged).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql';

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

/** The rows of a raw SQL query. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

// --- input hashes -------------------------------------------------------------------------------

/**
 * md5 of everything the detector reads from a request row `r` (type, text, GIF, song fields): a
 * different hash than the stored one means the inputs changed since the request was tagged.
 */
export const requestHash =
  sql.raw(`md5(concat_ws(chr(31), r.type, coalesce(r.content, ''), coalesce(r.gif_url, ''),
  coalesce(r.song_data->>'name', ''), coalesce(r.song_data->>'artist', ''), coalesce(r.song_data->>'channelName', r.song_data->>'channel', ''),
  coalesce(r.song_data->>'derivedTitle', ''), coalesce(r.song_data->>'derivedArtist', '')))`);
/** md5 of the song fields of a response row `p` the detector reads. */
export const responseHash =
  sql.raw(`md5(concat_ws(chr(31), coalesce(p.song_data->>'name', ''), coalesce(p.song_data->>'artist', ''),
  coalesce(p.song_data->>'channelName', p.song_data->>'channel', ''), coalesce(p.song_data->>'derivedTitle', ''),
  coalesce(p.song_data->>'derivedArtist', '')))`);

/**
 * A one-row FROM item that makes the statement's transaction commit without waiting for its WAL
 * flush (`synchronous_commit = off`, that transaction only), joined into the first statement of
 * each item's transaction. Detection writes derived data and deletes its job in the same
 * transaction, so a crash that forgets a commit forgets the job's deletion too and the job runs
 * again; meanwhile the answers being written do not queue behind the worker's flushes (decision 009).
 * The worker's bookkeeping (claims, their release, the run's status) keeps durable commits: made
 * flush-free too, it gained nothing measurable (decision 009).
 */
export const withoutFlush = sql`(select set_config('synchronous_commit', 'off', true)) without_flush`;
