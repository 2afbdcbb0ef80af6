/**
 * A short-lived, per-process cache of each member's ranked MAGIC candidates. Ranking costs one
 * heavier query (≈700 candidates with their genre matches); paging on through the same ranking
 * then costs only the page's light queries. Entries live 30 s, are
 * keyed by viewer and filter, and are dropped when the member changes favourite genres.
 * Correctness never depends on it: a miss recomputes.
 */
export interface CachedRanking<T> {
  snapshot: number;
  at: Date;
  items: T[];
  storedAt: number;
}

export const MAGIC_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 2000;

const entries = new Map<string, CachedRanking<unknown>>();

export function magicCacheKey(viewerId: number, search: string | undefined, genreId: number | undefined): string {
  return `${viewerId}|${genreId ?? ''}|${search ?? ''}`;
}

/** The cached ranking if fresh and (when a snapshot is given) computed under that snapshot. */
export function getCachedRanking<T>(key: string, snapshot: number | undefined, now = Date.now()): CachedRanking<T> | null {
  const entry = entries.get(key) as CachedRanking<T> | undefined;
  if (!entry || now - entry.storedAt > MAGIC_CACHE_TTL_MS) return null;
  if (snapshot !== undefined && snapshot !== entry.snapshot) return null;
  return entry;
}

export function storeRanking<T>(key: string, ranking: Omit<CachedRanking<T>, 'storedAt'>, now = Date.now()): void {
  if (entries.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest entry.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.delete(key);
  entries.set(key, { ...ranking, storedAt: now });
}

/** Forgets every ranking of a member (their favourite genres changed). */
export function invalidateMagicRankings(viewerId: number): void {
  for (const key of entries.keys()) if (key.startsWith(`${viewerId}|`)) entries.delete(key);
}
