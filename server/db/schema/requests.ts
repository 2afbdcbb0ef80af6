/**
 * Requests, recommendations (responses) and reactions (spec 001 §3). Denormalised counters
 * (`responses`, `upvotes`, `saves`, `plays`) change in the same transaction as the rows they count.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { SongData } from '../../../common/schemas';
import { genres } from './genres';
import { users } from './users';

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
     * substring match served by the index (design.md §5). Written by the app on insert.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('requests_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('requests_type_check', sql`${t.type} in ('text', 'gif', 'slts')`),
    // Ascending on purpose: scanned backward they serve ORDER BY … DESC (NULLS FIRST, the default);
    // a DESC index would be DESC NULLS LAST and unusable for it (migration 0005).
    index('requests_user_id_created_idx').on(t.userId, t.createdAt, t.id),
    index('requests_created_id_idx').on(t.createdAt, t.id),
    index('requests_responses_id_idx').on(t.responses, t.id),
    index('requests_upvotes_id_idx').on(t.upvotes, t.id),
  ],
);

export const responses = pgTable(
  'responses',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One recommendation of a song per request: the 409 rule (spec 000 §7) holds under races.
    unique('responses_request_song_unique').on(t.requestId, t.songId),
    index('responses_request_created_idx').on(t.requestId, t.createdAt, t.id),
    index('responses_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const savedSongs = pgTable(
  'saved_songs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_songs_user_response_unique').on(t.userId, t.responseId),
    index('saved_songs_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('saved_songs_response_id_idx').on(t.responseId),
    index('saved_songs_request_id_idx').on(t.requestId),
  ],
);

export const upvotedRequests = pgTable(
  'upvoted_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('upvoted_requests_user_request_unique').on(t.userId, t.requestId),
    index('upvoted_requests_request_id_idx').on(t.requestId),
  ],
);

export const upvotedResponses = pgTable(
  'upvoted_responses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('upvoted_responses_user_response_unique').on(t.userId, t.responseId),
    index('upvoted_responses_response_id_idx').on(t.responseId),
  ],
);

export const requestGenres = pgTable(
  'request_genres',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
    /** Set by automatic genre detection; false when a member or staff chose it (never overwritten). */
    automatic: boolean('automatic').notNull().default(false),
  },
  // (genre_id, request_id) serves both "requests with this genre" and the magic-sort candidates
  // of a member's favourite genres, newest first.
  (t) => [primaryKey({ columns: [t.requestId, t.genreId] }), index('request_genres_genre_request_idx').on(t.genreId, t.requestId)],
);

export const responseGenres = pgTable(
  'response_genres',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
    /** Set by automatic genre detection; false when staff chose it (never overwritten). */
    automatic: boolean('automatic').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.genreId] }),
    index('response_genres_genre_id_idx').on(t.genreId),
    // Pages of "responses with genre X" (the no-genre list) in id order.
    index('response_genres_genre_response_idx').on(t.genreId, t.responseId),
  ],
);
