/**
 * The MAGIC ranking cache, kept in the database (table `magic_rankings`, UNLOGGED) so that every
 * app instance on one PostgreSQL shares it. Ranking costs one heavier query (≈700
 * candidates with their genre matches); paging on through the same ranking, or reloading page 1
 * within 10 s, then costs one primary-key lookup of the ranking plus the page's own query. Only
 * ids, the viewer's "answered" flags and the score explanations are stored: the page's rows,
 * counters and genres are read fresh. Entries are keyed by viewer and filter and deleted when the
 * member changes favourite genres, posts, answers or deletes the account (lib/magic-rankings.ts). Freshness is judged on
 * the database clock, so instances agree. Correctness never depends on it: a miss recomputes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MagicSortReason } from '../../../common/schemas';
import { magicRankings } from '../../db/schema/index';
import { intArrayLiteral } from '../../lib/sql';

/** One ranked request: its id, whether the viewer answered it, and why it ranks where it does. */
export interface RankedItem {
  id: number;
  answered: boolean;
  reason: MagicSortReason;
}

export interface Ranking {
  snapshot: number;
  at: Date;
  items: RankedItem[];
}

/** How long later pages reuse page 1's ranking. */
export const MAGIC_CACHE_TTL_MS = 30_000;
/**
 * How long page 1 itself may be served from the ranking (the client keeps feed pages 5 minutes
 * anyway, spec 000 §9); the member's own writes drop it at once.
 */
export const MAGIC_PAGE1_TTL_MS = 10_000;

export function magicCacheKey(
  search: string | undefined,
  genreId: number | undefined,
  unanswered = false,
  following = false,
): string {
  return `${genreId ?? ''}|${unanswered ? 'u' : ''}${following ? 'f' : ''}|${search ?? ''}`;
}

/**
 * The `ranking` CTE of a cached ranking (columns snapshot, ranked_at, total, page_ids int[],
 * answered int[], page_reasons jsonb[]): the member's entry for a filter if fresh (page 1, no
 * snapshot: stored within 10 s; a later page: stored under that snapshot within 30 s), sliced to
 * one page on the database side, so only that page of the ranking travels. No row when there is no
 * fresh entry. Its values are placeholders (cachedRankingValues), so the text is fixed per kind of
 * page and runs as one prepared statement.
 */
export function cachedRankingCte(later: boolean): SQL {
  const fresh = later
    ? sql`r.snapshot = ${sql.placeholder('snapshot')} and r.stored_at > now() - make_interval(secs => ${MAGIC_CACHE_TTL_MS / 1000})`
    : sql`r.stored_at > now() - make_interval(secs => ${MAGIC_PAGE1_TTL_MS / 1000})`;
  return sql`ranking as materialized (
    select r.snapshot, r.ranked_at, cardinality(r.ids) as total,
      r.ids[${sql.placeholder('from')}:${sql.placeholder('to')}] as page_ids, r.answered,
      -- a jsonpath slice reads only the page's elements of the stored array
      array(select jsonb_array_elements(jsonb_path_query_array(r.reasons, ${sql.placeholder('reasonsPath')}::jsonpath))) as page_reasons
    from ${magicRankings} r
    where r.viewer_id = ${sql.placeholder('viewer')} and r.filter_key = ${sql.placeholder('key')} and ${fresh}
  )`;
}

/**
 * The placeholder values of cachedRankingCte for member `viewerId`'s ranking under filter `key`:
 * positions offset+1 … offset+count, of the ranking stored under `snapshot` (a later page) or of
 * the freshest (page 1, no snapshot).
 */
export function cachedRankingValues(
  viewerId: number,
  key: string,
  snapshot: number | undefined,
  offset: number,
  count: number,
): Record<string, unknown> {
  return {
    viewer: viewerId,
    key,
    snapshot,
    from: offset + 1,
    to: offset + count,
    reasonsPath: `$[${offset} to ${offset + count - 1}]`,
  };
}

/**
 * The statement name of a page read through cachedRankingCte: its text depends only on whether a
 * snapshot is given (page 1 or a later page), everything else is a placeholder.
 */
export function cachedRankingStatementName(later: boolean): string {
  return later ? 'magic_page_cached_later' : 'magic_page_cached_first';
}

/**
 * Data-modifying CTEs that save a fresh ranking (replacing the member's entry for the same filter
 * and dropping their expired ones) followed by the `ranking` CTE of one page of it, so storing
 * costs no round trip of its own: the caller's page SELECT follows.
 */
export function storeRankingCte(
  viewerId: number,
  key: string,
  ranking: Ranking,
  offset: number,
  count: number,
): SQL {
  const ids = ranking.items.map((r) => r.id);
  const answered = ranking.items.filter((r) => r.answered).map((r) => r.id);
  const reasons = JSON.stringify(ranking.items.map((r) => r.reason));
  return sql`store_ranking as (
    insert into ${magicRankings} (viewer_id, filter_key, snapshot, ranked_at, stored_at, ids, answered, reasons)
    values (${viewerId}, ${key}, ${ranking.snapshot}, ${ranking.at.toISOString()}, now(),
      ${intArrayLiteral(ids)}::int[], ${intArrayLiteral(answered)}::int[], ${reasons}::jsonb)
    on conflict (viewer_id, filter_key) do update set snapshot = excluded.snapshot, ranked_at = excluded.ranked_at,
      stored_at = excluded.stored_at, ids = excluded.ids, answered = excluded.answered, reasons = excluded.reasons
  ), prune_rankings as (
    delete from ${magicRankings}
    where viewer_id = ${viewerId} and filter_key <> ${key}
      and stored_at < now() - make_interval(secs => ${MAGIC_CACHE_TTL_MS / 1000})
  ), ranking as materialized (
    select ${ranking.snapshot}::int as snapshot, ${ranking.at.toISOString()}::timestamptz as ranked_at,
      ${ids.length}::int as total, ${intArrayLiteral(ids.slice(offset, offset + count))}::int[] as page_ids,
      ${intArrayLiteral(answered)}::int[] as answered, null::jsonb[] as page_reasons
  )`;
}
