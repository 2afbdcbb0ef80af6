/**
 * The offline song catalogue behind the `catalog` song provider (decision 003). Not in spec 001's
 * catalogue: songs there live only as JSON on requests and responses; this table is what they are
 * found from when no video API key is configured.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, createdAtNow } from './columns';

export const songs = pgTable(
  'songs',
  {
    id: serialId(),
    /** YouTube video id when known; songs without one are not playable in the embedded player. */
    videoId: text('video_id').unique(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    album: text('album'),
    year: integer('year'),
    genre: text('genre'),
    durationMs: integer('duration_ms'),
    /** foldForSearch(title + ' ' + artist): trigram-indexed, so substring search uses the index. */
    searchText: text('search_text').notNull(),
    /** foldForSearch(artist) + '|' + foldForSearch(title): makes re-imports idempotent. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    source: text('source').notNull().default('seed'),
    createdAt: createdAtNow(),
  },
  (t) => [index('songs_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);
