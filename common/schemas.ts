/**
 * zod schemas of the HTTP API (spec 000 §3 and §7). The server validates bodies and queries with
 * them; the client uses the inferred types. Field names follow the spec verbatim.
 */
import { z } from 'zod';
import {
  FEED_PAGE_SIZE,
  FEED_SORTS,
  GENRE_LIST_LIMIT,
  MAX_PAGE_SIZE,
  MAX_SUGGESTED_GENRE_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_USER_GENRES,
  REQUEST_TYPES,
  ROLES,
} from './constants';

/** Error body of every 4xx/5xx answer (design.md §4). */
export const errorBodySchema = z.object({ error: z.string(), message: z.string() }).passthrough();
export type ErrorBody = z.infer<typeof errorBodySchema>;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idParam });

/** Optional `userId` a client may send; must equal the session user (checked by the server). */
export const optionalUserId = idParam.optional();

/** Song data as stored on requests and responses (spec 000 §3 "Song data"). */
export const songDataSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(300).optional().nullable(),
  artist: z.string().max(300).optional().nullable(),
  channel: z.string().max(300).optional().nullable(),
  channelName: z.string().max(300).optional().nullable(),
  thumbnail: z.string().url().max(1000).optional().nullable(),
  duration: z.number().int().nonnegative().max(86_400_000).optional().nullable(),
  uri: z.string().max(300).optional().nullable(),
  albumName: z.string().max(300).optional().nullable(),
  albumArt: z.string().url().max(1000).optional().nullable(),
  derivedTitle: z.string().max(300).optional().nullable(),
  derivedArtist: z.string().max(300).optional().nullable(),
  videoId: z.string().max(64).optional().nullable(),
  playable: z.boolean().optional(),
});
export type SongData = z.infer<typeof songDataSchema>;

export const genreRefSchema = z.object({ id: z.number(), name: z.string() });
export type GenreRef = z.infer<typeof genreRefSchema>;

export const genreSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  weight: z.number(),
  active: z.boolean(),
});
export type Genre = z.infer<typeof genreSchema>;

export const genreCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  genres: z.array(genreSchema),
});
export type GenreCategory = z.infer<typeof genreCategorySchema>;

export const genresQuerySchema = z.object({
  format: z.enum(['hierarchical', 'flat']).optional(),
  search: z.string().max(100).optional(),
  active_only: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(GENRE_LIST_LIMIT).default(GENRE_LIST_LIMIT),
});

export const suggestGenreBodySchema = z.object({
  name: z.string().max(MAX_SUGGESTED_GENRE_LENGTH, `Genre names can be at most ${MAX_SUGGESTED_GENRE_LENGTH} characters`),
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

/** Public view of a member, embedded in requests and responses. */
export const publicUserSchema = z.object({
  id: z.number(),
  displayName: z.string(),
  slug: z.string(),
  profilePicture: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user as held by the session (spec 000 §3). */
export const sessionUserSchema = publicUserSchema.extend({
  email: z.string(),
  role: z.enum(ROLES),
  genres: z.array(genreRefSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerBodySchema = z.object({
  email: z.string().max(1000),
  displayName: z.string().max(1000),
  password: z.string().max(1000),
});
export const loginBodySchema = z.object({
  email: z.string().max(1000).optional().default(''),
  password: z.string().max(1000).optional().default(''),
});

/** POST /api/requests (spec 000 §7). Content rules per type are checked in the service. */
export const createRequestBodySchema = z.object({
  userId: optionalUserId,
  type: z.enum(REQUEST_TYPES),
  content: z.string().max(10_000).optional().nullable(),
  gifUrl: z.string().url().max(1000).optional().nullable(),
  songId: z.string().max(64).optional().nullable(),
  songData: songDataSchema.optional().nullable(),
});
export type CreateRequestBody = z.infer<typeof createRequestBodySchema>;

export const feedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  sort: z.enum(FEED_SORTS).default('recent'),
  userId: optionalUserId,
});

/** A request as listed in the feed and on the detail page (spec 000 §3 "Request"). */
export interface RequestItem {
  id: number;
  type: (typeof REQUEST_TYPES)[number];
  content: string | null;
  caption: string | null;
  gifUrl: string | null;
  songId: string | null;
  songData: SongData | null;
  user: PublicUser;
  genres: GenreRef[];
  upvotes: number;
  responses: number;
  userHasResponded: boolean;
  createdAt: string;
}

export interface Page<T> {
  data: T[];
  pagination: { page: number; hasMore: boolean };
}

export const createResponseBodySchema = z.object({
  userId: optionalUserId,
  songId: z.string().min(1).max(64),
  songData: songDataSchema,
  comment: z
    .string()
    .max(MAX_TEXT_LENGTH, `Comments can be at most ${MAX_TEXT_LENGTH} characters`)
    .optional()
    .nullable(),
});

/** A recommendation (spec 000 §3 "Response"). */
export interface ResponseItem {
  id: number;
  requestId: number;
  songId: string;
  songData: SongData;
  comment: string | null;
  user: PublicUser;
  upvotes: number;
  saves: number;
  plays: number;
  genres: GenreRef[];
  createdAt: string;
}

/** 409 body when a song was already recommended on a request (spec 000 §7). */
export interface DuplicateResponseBody extends ErrorBody {
  duplicateResponseId: number;
  duplicateUserId: number;
  duplicateDisplayName: string;
}

export const songSearchQuerySchema = z.object({ query: z.string().max(200).default('') });
export const videoIdParamsSchema = z.object({ videoId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_:-]+$/) });
