/** Genre taxonomy and preferences (spec 001 §3: genres … user_genres, suggested_genres). */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAtNow, cascadeRef, setNullRef } from './columns';
import { users } from './users';

export const genres = pgTable(
  'genres',
  {
    id: serialId(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    /** Accent-folded lower-case name (common/text.ts foldForSearch), trigram-indexed for search. */
    searchName: text('search_name').notNull(),
    weight: real('weight').notNull().default(1),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('genres_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops'))],
);

export const genreCategories = pgTable('genre_categories', {
  id: serialId(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  active: boolean('active').notNull().default(true),
  /** Display order of the category tabs. */
  position: integer('position').notNull().default(0),
});

export const genreCategoryRelationships = pgTable(
  'genre_category_relationships',
  {
    genreId: cascadeRef('genre_id', () => genres.id),
    categoryId: cascadeRef('category_id', () => genreCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.genreId, t.categoryId] }),
    index('gcr_category_id_idx').on(t.categoryId),
  ],
);

export const genreAliases = pgTable(
  'genre_aliases',
  {
    id: serialId(),
    genreId: cascadeRef('genre_id', () => genres.id),
    alias: text('alias').notNull().unique(),
    source: text('source'),
  },
  (t) => [index('genre_aliases_genre_id_idx').on(t.genreId)],
);

export const genreRedirects = pgTable(
  'genre_redirects',
  {
    id: serialId(),
    oldGenreId: cascadeRef('old_genre_id', () => genres.id),
    newGenreId: cascadeRef('new_genre_id', () => genres.id),
    reason: text('reason'),
  },
  (t) => [
    unique('genre_redirects_pair_unique').on(t.oldGenreId, t.newGenreId),
    index('genre_redirects_new_idx').on(t.newGenreId),
  ],
);

export const userGenres = pgTable(
  'user_genres',
  {
    userId: cascadeRef('user_id', () => users.id),
    genreId: cascadeRef('genre_id', () => genres.id),
    /** Selection order matters for chip colours (spec 000 §9), so it is kept. */
    position: integer('position').notNull().default(0),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.genreId] }),
    index('user_genres_genre_id_idx').on(t.genreId),
  ],
);

export const suggestedGenres = pgTable(
  'suggested_genres',
  {
    id: serialId(),
    /** Trimmed, whitespace-collapsed, lower-cased so repeats are counted together. */
    name: text('name').notNull().unique(),
    userId: setNullRef('user_id', () => users.id),
    detectedCount: integer('detected_count').notNull().default(1),
    lastDetected: timestamptz('last_detected').notNull().defaultNow(),
    createdAt: createdAtNow(),
  },
  (t) => [index('suggested_genres_user_id_idx').on(t.userId)],
);
