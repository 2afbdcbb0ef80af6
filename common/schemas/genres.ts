/** Genres (spec 000 §5, §7): the taxonomy, search, suggestions, a member's favourite genres and a request's genres. */
import { z } from 'zod';
import {
  GENRE_LIST_LIMIT,
  MAX_REQUEST_GENRES,
  MAX_SUGGESTED_GENRE_LENGTH,
  MAX_USER_GENRES,
} from '../constants';
import { optionalUserId } from './shared';

export const genreRefSchema = z.object({ id: z.number(), name: z.string() });
export type GenreRef = z.infer<typeof genreRefSchema>;

/** What a genre and a genre category both are: a named taxonomy entry with a URL slug. */
const taxonomyEntrySchema = genreRefSchema.extend({ slug: z.string() });

export const genreSchema = taxonomyEntrySchema.extend({ weight: z.number(), active: z.boolean() });
export type Genre = z.infer<typeof genreSchema>;

export const genreCategorySchema = taxonomyEntrySchema.extend({ genres: z.array(genreSchema) });
export type GenreCategory = z.infer<typeof genreCategorySchema>;

export const genresQuerySchema = z.object({
  format: z.enum(['hierarchical', 'flat']).optional(),
  search: z.string().max(100).optional(),
  active_only: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(GENRE_LIST_LIMIT).default(GENRE_LIST_LIMIT),
});

export const suggestGenreBodySchema = z.object({
  name: z
    .string()
    .max(
      MAX_SUGGESTED_GENRE_LENGTH,
      `Genre names can be at most ${MAX_SUGGESTED_GENRE_LENGTH} characters`,
    ),
  userId: optionalUserId,
});

export const saveUserGenresBodySchema = z.object({
  genres: z
    .array(z.string().max(100))
    .max(MAX_USER_GENRES, `You can choose at most ${MAX_USER_GENRES} genres`),
});

/** A user's saved genre preference (spec 000 §7: items carry genreId and genreName). */
export const userGenreSchema = z.object({ genreId: z.number(), genreName: z.string() });
export type UserGenre = z.infer<typeof userGenreSchema>;

/** POST /api/genres/suggest: what became of the suggestion, in words. */
export const genreSuggestionResultSchema = z.object({ message: z.string() });

/** POST /api/requests/{id}/genres (spec 000 §7): the genres a request's author attaches, replacing any set before. */
export const requestGenresBodySchema = z.object({
  userId: optionalUserId,
  genreIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(MAX_REQUEST_GENRES, `You can choose at most ${MAX_REQUEST_GENRES} genres`),
});
export type RequestGenresBody = z.infer<typeof requestGenresBodySchema>;
/** Answer of POST /api/requests/{id}/genres: the request's genres after the change, by name. */
export const requestGenresResultSchema = z.object({ genres: z.array(genreRefSchema) });
export type RequestGenresResult = z.infer<typeof requestGenresResultSchema>;
