/** Drizzle access to song_search_cache: fresh answers by (provider, normalised query), 24 h TTL. */
import { and, eq, gt, lt } from 'drizzle-orm';
import { SONG_SEARCH_CACHE_TTL_MS } from '../../../common/constants';
import type { SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { songSearchCache } from '../../db/schema/index';

/** The cache key of a query: NFKC, lower-case, whitespace collapsed and trimmed. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Cached results fetched after `freshAfter`, or null (missing or expired). */
export async function readCachedSearch(
  db: Database,
  provider: string,
  query: string,
  freshAfter: Date,
): Promise<SongData[] | null> {
  const rows = await db
    .select({ results: songSearchCache.results })
    .from(songSearchCache)
    .where(
      and(
        eq(songSearchCache.provider, provider),
        eq(songSearchCache.query, query),
        gt(songSearchCache.fetchedAt, freshAfter),
      ),
    )
    .limit(1);
  return rows[0]?.results ?? null;
}

/**
 * Stores (or refreshes) the results of `query` as fetched at `fetchedAt`, and prunes rows that
 * expired before `expiredBefore` (index on fetched_at) so the table stays the size of a day's searches.
 */
export async function writeCachedSearch(
  db: Database,
  provider: string,
  query: string,
  results: SongData[],
  fetchedAt: Date,
  expiredBefore: Date,
): Promise<void> {
  await db
    .insert(songSearchCache)
    .values({ provider, query, results, fetchedAt })
    .onConflictDoUpdate({
      target: [songSearchCache.provider, songSearchCache.query],
      set: { results, fetchedAt },
    });
  await db.delete(songSearchCache).where(lt(songSearchCache.fetchedAt, expiredBefore));
}

/**
 * `fetch()`'s results for `key`, written to the cache as fetched at `now()`; identical searches
 * already in flight in this process (`inFlight`, by key) share one call. Rejects as `fetch` does
 * (nothing is cached then).
 */
export function fetchIntoCache(
  db: Database,
  provider: string,
  key: string,
  deps: {
    inFlight: Map<string, Promise<SongData[]>>;
    now: () => number;
    fetch: () => Promise<SongData[]>;
  },
): Promise<SongData[]> {
  const running = deps.inFlight.get(key);
  if (running) return running;
  const pending = (async () => {
    const results = await deps.fetch();
    const fetchedAt = new Date(deps.now());
    await writeCachedSearch(
      db,
      provider,
      key,
      results,
      fetchedAt,
      new Date(fetchedAt.getTime() - SONG_SEARCH_CACHE_TTL_MS),
    );
    return results;
  })().finally(() => deps.inFlight.delete(key));
  deps.inFlight.set(key, pending);
  return pending;
}
