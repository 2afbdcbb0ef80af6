/**
 * Requests, recommendations (responses) and their genre tags (spec 001 §3). Denormalised counters
 * (`responses`, `upvotes`, `saves`, `plays`) change in the same transaction as the rows they count.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAtNow, cascadeRef } from './columns';
import type { SongData } from '../../../common/schemas';
import { genres } from './genres';
import { users } from './users';

export const requests = pgTable(
  'requests',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    type: text('type', { enum: ['text', 'gif', 'slts'] }).notNull(),
    /** Text of a text request; caption of a gif request; note of a slts request. */
    content: text('content'),
    gifUrl: text('gif_url'),
    songId: text('song_id'),
    songData: jsonb('song_data').$type<SongData>(),
    upvotes: integer('upvotes').notNull().default(0),
    responses: integer('responses').notNull().default(0),
    /**
     * foldForSearch(content + song name + artist): trigram-indexed so feed text search is a
     * substring match served by the index, not a table scan. Written by the app on insert.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAtNow(),
    /** Last edit by the author (within 15 minutes of posting; docs/decisions/018-moderation.md). */
    editedAt: timestamptz('edited_at'),
    /** Set when staff hid it after a report: members no longer see it. */
    hiddenAt: timestamptz('hidden_at'),
  },
  (t) => [
    index('requests_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('requests_type_check', sql`${t.type} in ('text', 'gif', 'slts')`),
    // Ascending on purpose: scanned backward they serve ORDER BY … DESC (NULLS FIRST, the default);
    // a DESC index would be DESC NULLS LAST and unusable for it (migration 0005).
    index('requests_user_id_created_idx').on(t.userId, t.createdAt, t.id),
    // The feed's orders over the requests members may see (every feed query says `hidden_at is
    // null`). `user_id` is a trailing key column (id is unique, so it never changes the order) so a
    // deep page's offset and its blocked-authors filter are answered from the index alone (
    // page 500 of 10,000 went from a 12 ms sort of the table to a 1.6 ms index-only scan).
    index('requests_visible_created_idx')
      .on(t.createdAt, t.id, t.userId)
      .where(sql`${t.hiddenAt} is null`),
    index('requests_visible_responses_idx')
      .on(t.responses, t.id, t.userId)
      .where(sql`${t.hiddenAt} is null`),
    index('requests_visible_upvotes_idx')
      .on(t.upvotes, t.id, t.userId)
      .where(sql`${t.hiddenAt} is null`),
    // The Top sort: upvotes, then recency (decision 050). A window's cutoff on `created_at` is
    // checked on each entry of this walk, or the planner ranges requests_visible_created_idx and
    // sorts the window's rows when the window is the smaller set.
    index('requests_visible_top_idx')
      .on(t.upvotes, t.createdAt, t.id, t.userId)
      .where(sql`${t.hiddenAt} is null`),
  ],
);

export const responses = pgTable(
  'responses',
  {
    id: serialId(),
    requestId: cascadeRef('request_id', () => requests.id),
    userId: cascadeRef('user_id', () => users.id),
    songId: text('song_id').notNull(),
    songData: jsonb('song_data').$type<SongData>().notNull(),
    comment: text('comment'),
    /**
     * Title and artist set by an operator in the quality review (spec 001 §7 update-response-genres).
     * Members see them instead of the song data's name/artist; song_data keeps the original.
     */
    derivedTitle: text('derived_title'),
    derivedArtist: text('derived_artist'),
    upvotes: integer('upvotes').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    /** Count of response_cosigns rows of this answer (kept equal in the same transaction). */
    cosigns: integer('cosigns').notNull().default(0),
    /**
     * The asker's verdict on this answer (docs/decisions/017-co-signs-and-verdicts.md):
     * one of RESPONSE_VERDICTS or null. Only the request's author sets it; one per answer.
     */
    verdict: text('verdict'),
    verdictAt: timestamptz('verdict_at'),
    createdAt: createdAtNow(),
    /** Last edit of the comment by the author (within 15 minutes of posting). */
    editedAt: timestamptz('edited_at'),
    /** Set when staff hid it after a report: members no longer see it. */
    hiddenAt: timestamptz('hidden_at'),
  },
  (t) => [
    check(
      'responses_verdict_check',
      sql`${t.verdict} IN ('loved', 'new_to_me', 'already_knew', 'not_for_me')`,
    ),
    // One recommendation of a song per request: the 409 rule (spec 000 §7) holds under races.
    unique('responses_request_song_unique').on(t.requestId, t.songId),
    // Also INCLUDE (user_id), added by migration 0025 (Drizzle's builder has no INCLUDE): the feed's
    // "already answered" probe per row is index-only (decision 009).
    index('responses_request_created_idx').on(t.requestId, t.createdAt, t.id),
    index('responses_user_created_idx').on(t.userId, t.createdAt, t.id),
    // A recommender's "Loved it" answers (profile): a small partial index.
    index('responses_user_loved_idx')
      .on(t.userId)
      .where(sql`${t.verdict} = 'loved'`),
    // The requests followed members answered (the feed's "Following" filter): index-only.
    index('responses_user_visible_request_idx')
      .on(t.userId, t.requestId)
      .where(sql`${t.hiddenAt} IS NULL`),
  ],
);

export const requestGenres = pgTable(
  'request_genres',
  {
    requestId: cascadeRef('request_id', () => requests.id),
    genreId: cascadeRef('genre_id', () => genres.id),
    /** Set by automatic genre detection; false when a member or staff chose it (never overwritten). */
    automatic: boolean('automatic').notNull().default(false),
  },
  // (genre_id, request_id) serves both "requests with this genre" and the magic-sort candidates
  // of a member's favourite genres, newest first.
  (t) => [
    primaryKey({ columns: [t.requestId, t.genreId] }),
    index('request_genres_genre_request_idx').on(t.genreId, t.requestId),
  ],
);

export const responseGenres = pgTable(
  'response_genres',
  {
    responseId: cascadeRef('response_id', () => responses.id),
    genreId: cascadeRef('genre_id', () => genres.id),
    /** Set by automatic genre detection; false when staff chose it (never overwritten). */
    automatic: boolean('automatic').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.genreId] }),
    // Pages of "responses with genre X" (the no-genre list) in id order; also serves lookups and the
    // foreign key's cascade by genre, so no index on genre_id alone (one fewer index entry per tag).
    index('response_genres_genre_response_idx').on(t.genreId, t.responseId),
  ],
);
