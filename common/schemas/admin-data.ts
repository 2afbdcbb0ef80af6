/** Operators: the data dashboard (spec 001 §2 "Data dashboard", §3, §7). */
import { z } from 'zod';
import { ADMIN_DATA_PAGE_SIZE, REQUEST_TYPES } from '../constants';

/** GET /api/admin/data/{users,requests,responses,saves}?cursor&limit: keyset pages, newest first. */
export const adminDataPageQuerySchema = z.object({
  /** The `nextCursor` of the previous page (an id); absent for the first page. */
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_DATA_PAGE_SIZE).default(ADMIN_DATA_PAGE_SIZE),
});

/** One page of a dashboard table; `total` (all rows) comes with the first page only. */
export function adminDataPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    nextCursor: z.number().nullable(),
    total: z.number().optional(),
  });
}
export interface AdminDataPage<T> {
  data: T[];
  nextCursor: number | null;
  total?: number;
}

export const adminDataStatsSchema = z.object({
  totalUsers: z.number(),
  totalRequests: z.number(),
  totalResponses: z.number(),
  totalSaves: z.number(),
});
export type AdminDataStats = z.infer<typeof adminDataStatsSchema>;

export const adminDataUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  displayName: z.string(),
  requestCount: z.number(),
  responseCount: z.number(),
  saveCount: z.number(),
  /** Favourite genre names in the member's order. */
  genres: z.array(z.string()),
  youtubeConnected: z.boolean(),
  createdAt: z.string(),
});
export type AdminDataUser = z.infer<typeof adminDataUserSchema>;

export const adminDataRequestSchema = z.object({
  id: z.number(),
  userId: z.number(),
  userEmail: z.string(),
  userDisplayName: z.string(),
  type: z.enum(REQUEST_TYPES),
  content: z.string().nullable(),
  /** The asked-about song of a "songs like this" request. */
  songData: z.object({ title: z.string().nullable(), artist: z.string().nullable() }).nullable(),
  upvotes: z.number(),
  responses: z.number(),
  createdAt: z.string(),
});
export type AdminDataRequest = z.infer<typeof adminDataRequestSchema>;

/** Song fields the dashboard shows: title, channel, artist and the response's genre names. */
export const adminDataSongSchema = z.object({
  name: z.string().nullable(),
  channelName: z.string().nullable(),
  artist: z.string().nullable(),
  genres: z.array(z.string()),
});
export type AdminDataSong = z.infer<typeof adminDataSongSchema>;

export const adminDataResponseSchema = z.object({
  id: z.number(),
  userId: z.number(),
  userDisplayName: z.string(),
  requestId: z.number(),
  requestText: z.string().nullable(),
  requestType: z.enum(REQUEST_TYPES),
  songData: adminDataSongSchema,
  comment: z.string().nullable(),
  saveCount: z.number(),
  createdAt: z.string(),
});
export type AdminDataResponse = z.infer<typeof adminDataResponseSchema>;

export const adminDataSaveSchema = z.object({
  id: z.number(),
  userId: z.number(),
  userEmail: z.string(),
  userDisplayName: z.string(),
  songData: adminDataSongSchema,
  requestText: z.string().nullable(),
  requestType: z.enum(REQUEST_TYPES),
  responseId: z.number(),
  requestId: z.number(),
  createdAt: z.string(),
});
export type AdminDataSave = z.infer<typeof adminDataSaveSchema>;

/** 200 of GET /api/admin/data/{users,requests,responses,saves}: one schema object per table. */
export const adminDataUsersPageSchema = adminDataPageSchema(adminDataUserSchema);
export const adminDataRequestsPageSchema = adminDataPageSchema(adminDataRequestSchema);
export const adminDataResponsesPageSchema = adminDataPageSchema(adminDataResponseSchema);
export const adminDataSavesPageSchema = adminDataPageSchema(adminDataSaveSchema);

/** GET /api/admin/data/genres (spec 001 §3 "Genre stats"). */
export const adminGenreStatsSchema = z.object({
  userGenres: z.array(
    z.object({ genreId: z.number(), genreName: z.string(), userCount: z.number() }),
  ),
  requestGenres: z.array(
    z.object({ genreId: z.number(), genreName: z.string(), requestCount: z.number() }),
  ),
});
export type AdminGenreStats = z.infer<typeof adminGenreStatsSchema>;
