/**
 * A short-lived, per-process cache of each member's ranked MAGIC candidates. Ranking costs one
 * heavier query (≈700 candidates with their genre matches); paging on through the same ranking,
 * or reloading page 1 within 10 s, then costs only the page's light queries. Entries are keyed by
 * viewer and filter and dropped when the member changes favourite genres, posts or answers.
 * Correctness never depends on it: a miss recomputes.
 */
export interface CachedRanking<T> {
  snapshot: number;
  at: Date;
  items: T[];
  storedAt: number;
}

/** How long later pages reuse page 1's ranking. */
export const MAGIC_CACHE_TTL_MS = 30_000;
/**
 * How long page 1 itself may be served from the ranking (the client keeps feed pages 5 minutes
 * anyway, spec 000 §9); the member's own writes drop it at once.
 */
export const MAGIC_PAGE1_TTL_MS = 10_000;
const MAX_ENTRIES = 2000;

const entries = new Map<string, CachedRanking<unknown>>();

export function magicCacheKey(viewerId: number, search: string | undefined, genreId: number | undefined, unanswered = false): string {
  return `${viewerId}|${genreId ?? ''}|${unanswered ? 'u' : ''}|${search ?? ''}`;
}

/**
 * The cached ranking if fresh: for a later page (snapshot given) computed under that snapshot
 * within 30 s; for page 1 (no snapshot) computed within the last 10 s.
 */
export function getCachedRanking<T>(key: string, snapshot: number | undefined, now = Date.now()): CachedRanking<T> | null {
  const entry = entries.get(key) as CachedRanking<T> | undefined;
  if (!entry) return null;
  const age = now - entry.storedAt;
  if (snapshot === undefined) return age <= MAGIC_PAGE1_TTL_MS ? entry : null;
  return age <= MAGIC_CACHE_TTL_MS && snapshot === entry.snapshot ? entry : null;
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

/** Forgets every ranking of a member (their favourite genres changed, or they posted or answered). */
export function invalidateMagicRankings(viewerId: number): void {
  for (const key of entries.keys()) if (key.startsWith(`${viewerId}|`)) entries.delete(key);
}
