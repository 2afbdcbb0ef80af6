/** Building blocks of the API shapes (spec 000 §3, §7): the error body, id parameters, song data (strict in, lenient out) and pages. */
import { z } from 'zod';
import {
  IMAGE_HOSTS,
  SONG_LINK_HOSTS,
  isAllowedMediaUrl,
  isAllowedPreviewUrl,
} from '../media-hosts';

/** Error body of every 4xx/5xx answer: a code from common/error-codes.ts and a readable message. */
export const errorBodySchema = z.object({ error: z.string(), message: z.string() }).passthrough();
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idParam });

/** Optional `userId` a client may send; must equal the session user (checked by the server). */
export const optionalUserId = idParam.optional();

/**
 * An image URL members' browsers will load: https on an allow-listed media host only
 * (common/media-hosts.ts), so neither `javascript:` nor a tracking pixel can be stored.
 */
export const mediaImageUrlSchema = z
  .string()
  .max(1000)
  .refine(
    (value) => isAllowedMediaUrl(value, IMAGE_HOSTS),
    'must be an https URL on an allowed image host',
  );

/** Where a song was found: the local catalogue or an online service. */
export const SONG_SOURCES = ['catalog', 'itunes', 'youtube', 'spotify'] as const;
export type SongSource = (typeof SONG_SOURCES)[number];

/** Song data as stored on requests and responses (spec 000 §3 "Song data"). */
export const songDataSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(300).optional().nullable(),
  artist: z.string().max(300).optional().nullable(),
  channel: z.string().max(300).optional().nullable(),
  channelName: z.string().max(300).optional().nullable(),
  thumbnail: mediaImageUrlSchema.optional().nullable(),
  duration: z.number().int().nonnegative().max(86_400_000).optional().nullable(),
  uri: z.string().max(300).optional().nullable(),
  albumName: z.string().max(300).optional().nullable(),
  albumArt: mediaImageUrlSchema.optional().nullable(),
  derivedTitle: z.string().max(300).optional().nullable(),
  derivedArtist: z.string().max(300).optional().nullable(),
  videoId: z.string().max(64).optional().nullable(),
  playable: z.boolean().optional(),
  /** International Standard Recording Code, where the source knows it (Spotify external_ids.isrc). */
  isrc: z.string().max(20).optional().nullable(),
  /** How `uri` (Spotify) / `videoId` (YouTube) was found for a song from the other source. */
  spotifyMatch: z.enum(['source', 'isrc', 'similarity', 'none']).optional().nullable(),
  youtubeMatch: z.enum(['source', 'similarity', 'none']).optional().nullable(),
  /** Where the song was found; absent on songs stored before it. */
  source: z.enum(SONG_SOURCES).optional().nullable(),
  /** A 30-second preview (https, on a preview host of common/media-hosts.ts), e.g. iTunes' previewUrl. */
  previewUrl: z
    .string()
    .max(1000)
    .refine(
      (value) => isAllowedPreviewUrl(value),
      'must be an https URL on an allowed preview host',
    )
    .optional()
    .nullable(),
  /** The song's page on its service (iTunes trackViewUrl), the link back its terms ask for. */
  externalUrl: z
    .string()
    .max(1000)
    .refine(
      (value) => isAllowedMediaUrl(value, SONG_LINK_HOSTS),
      'must be an https URL on the song service',
    )
    .optional()
    .nullable(),
});
export type SongData = z.infer<typeof songDataSchema>;

/**
 * Song data as the API answers it: the same keys without the input limits and host checks, so a
 * row stored under older rules (or by an operator fix) is still answered, never a 500.
 */
const text = z.string().nullable().optional();
export const songDataOutputSchema = z.object({
  id: z.string(),
  name: text,
  artist: text,
  channel: text,
  channelName: text,
  thumbnail: text,
  duration: z.number().nullable().optional(),
  uri: text,
  albumName: text,
  albumArt: text,
  derivedTitle: text,
  derivedArtist: text,
  videoId: text,
  playable: z.boolean().optional(),
  isrc: text,
  spotifyMatch: z.enum(['source', 'isrc', 'similarity', 'none']).nullable().optional(),
  youtubeMatch: z.enum(['source', 'similarity', 'none']).nullable().optional(),
  source: z.enum(SONG_SOURCES).nullable().optional(),
  previewUrl: text,
  externalUrl: text,
});

/** `{ data, pagination: { page, hasMore } }`: every paged list of the member API (spec 000 §7). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    pagination: z.object({ page: z.number(), hasMore: z.boolean() }),
  });
}
export interface Page<T> {
  data: T[];
  pagination: { page: number; hasMore: boolean };
}

/** `?userId` accepted by viewer-state reads; must be the session user. */
export const viewerQuerySchema = z.object({ userId: optionalUserId });
