/**
 * Cached answers of outside song searches (not in spec 001's catalogue). The YouTube Data API
 * allows about 100 searches a day, so each normalised query is answered from here for 24 h
 * (SONG_SEARCH_CACHE_TTL_MS); kept in the database so it survives restarts and every instance
 * shares it. Older rows are ignored, then replaced or pruned.
 */
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import type { SongData } from '../../../common/schemas';

export const songSearchCache = pgTable(
  'song_search_cache',
  {
    /** Provider name (`youtube`), so another provider never reads these answers. */
    provider: text('provider').notNull(),
    /** Normalised query (NFKC, lower-case, single spaces, trimmed). */
    query: text('query').notNull(),
    results: jsonb('results').$type<SongData[]>().notNull(),
    fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.query] }),
    index('song_search_cache_fetched_at_idx').on(t.fetchedAt),
  ],
);
