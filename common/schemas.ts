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
  GIF_MAX_OFFSET,
  GIF_MAX_PAGE_SIZE,
  GIF_PAGE_SIZE,
  MAX_REQUEST_GENRES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_SORTS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  ADMIN_DATA_PAGE_SIZE,
  FEEDBACK_PAGE_SIZE,
  MAX_FEEDBACK_LENGTH,
  MAX_FEEDBACK_SCREEN_LENGTH,
} from './constants';
import { GIF_MEDIA_HOSTS, IMAGE_HOSTS, isAllowedMediaUrl } from './media-hosts';
import { cosignSchema, tasteMatchSchema } from './schemas/answers';
import { RESPONSE_VERDICTS } from './verdicts';

/** Error body of every 4xx/5xx answer (design.md §4). */
export const errorBodySchema = z.object({ error: z.string(), message: z.string() }).passthrough();
export type ErrorBody = z.infer<typeof errorBodySchema>;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
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
  .refine((value) => isAllowedMediaUrl(value, IMAGE_HOSTS), 'must be an https URL on an allowed image host');

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
  /** How `uri` (Spotify) / `videoId` (YouTube) was found for a song from the other source (issue 9). */
  spotifyMatch: z.enum(['source', 'isrc', 'similarity', 'none']).optional().nullable(),
  youtubeMatch: z.enum(['source', 'similarity', 'none']).optional().nullable(),
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
});

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
  genres: z.array(z.string().max(100)).max(MAX_USER_GENRES, `You can choose at most ${MAX_USER_GENRES} genres`),
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
  /** Account security (issue 11): the address is verified; two-factor is on; this session passed it. */
  emailVerified: z.boolean().optional(),
  twoFactorEnabled: z.boolean().optional(),
  mfaPassed: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerBodySchema = z.object({
  email: z.string().max(1000),
  displayName: z.string().max(1000),
  password: z.string().max(1000),
});
/** PATCH /api/users/{id} (issue 15): a new display name, checked by validateDisplayName. */
export const displayNameBodySchema = z.object({ displayName: z.string().max(1000) });
export const loginBodySchema = z.object({
  email: z.string().max(1000).optional().default(''),
  password: z.string().max(1000).optional().default(''),
});

/** Site path of a GIF bundled with the app (the offline `local` GIF provider serves /gifs/*.gif). */
export const LOCAL_GIF_PATH_PATTERN = /^\/gifs\/[a-z0-9-]+\.gif$/;

/** A GIF request's `gifUrl`: an https URL on a GIF provider's media host, or a bundled /gifs/*.gif path. */
export const gifUrlSchema = z
  .string()
  .max(1000)
  .refine(
    (value) => LOCAL_GIF_PATH_PATTERN.test(value) || isAllowedMediaUrl(value, GIF_MEDIA_HOSTS),
    'gifUrl must be an https URL on a GIF provider host (GIPHY, Tenor) or a /gifs/ path',
  );

/** POST /api/requests (spec 000 §7). Content rules per type are checked in the service. */
export const createRequestBodySchema = z.object({
  userId: optionalUserId,
  type: z.enum(REQUEST_TYPES),
  content: z.string().max(10_000).optional().nullable(),
  gifUrl: gifUrlSchema.optional().nullable(),
  songId: z.string().max(64).optional().nullable(),
  songData: songDataSchema.optional().nullable(),
});
export type CreateRequestBody = z.infer<typeof createRequestBodySchema>;

export const feedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  sort: z.enum(FEED_SORTS).default('recent'),
  userId: optionalUserId,
  /** Feed text search (spec 000 §2 "Search requests or tags"); matched against request text and song. */
  search: z.string().max(200).optional(),
  /** Only requests tagged with this genre (a chosen genre chip). */
  genreId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Newest request id seen on page 1 (answered as pagination.snapshot); keeps pages stable. */
  snapshot: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** "true": only requests nobody has answered yet (issue 15: where helpers are needed). */
  unanswered: z.enum(['true', 'false']).optional(),
  /** ISO time MAGIC scores are computed at (page 1's), so later pages rank the same way. */
  at: z.coerce.date().optional(),
});

/** Why a request ranks where it does in the MAGIC sort (spec 000 §3 magicSortReason). */
export const magicSortReasonSchema = z.object({
  scoreSource: z.enum(['time', 'engagement', 'response', 'genre']),
  matchedGenres: z.array(z.string()),
  scores: z.object({
    genreScore: z.number(),
    requestGenreScore: z.number(),
    responseGenreScore: z.number(),
    engagementScore: z.number(),
    timeScore: z.number(),
    magicScore: z.number(),
  }),
});
export type MagicSortReason = z.infer<typeof magicSortReasonSchema>;

/** A request as listed in the feed and on the detail page (spec 000 §3 "Request"). */
export const requestItemSchema = z.object({
  id: z.number(),
  type: z.enum(REQUEST_TYPES),
  content: z.string().nullable(),
  caption: z.string().nullable(),
  gifUrl: z.string().nullable(),
  songId: z.string().nullable(),
  songData: songDataOutputSchema.nullable(),
  user: publicUserSchema,
  genres: z.array(genreRefSchema),
  upvotes: z.number(),
  responses: z.number(),
  userHasResponded: z.boolean(),
  createdAt: z.string(),
  /** Hidden by staff after a report; only staff ever receive such an item (issue 14). */
  hidden: z.boolean().optional(),
  /** When the author last edited it (issue 14); null or absent when never edited. */
  editedAt: z.string().nullable().optional(),
  /** Whether the viewer upvoted it; set by GET /api/requests/{id} (upvotes module). */
  viewerHasUpvoted: z.boolean().optional(),
  /** Present in the MAGIC sort (spec 000 §3; docs/decisions/006-magic-score.md). */
  magicSortReason: magicSortReasonSchema.optional(),
});
export type RequestItem = z.infer<typeof requestItemSchema>;

/** `{ data, pagination: { page, hasMore } }`: every paged list of the member API (spec 000 §7). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: z.object({ page: z.number(), hasMore: z.boolean() }) });
}
export interface Page<T> {
  data: T[];
  pagination: { page: number; hasMore: boolean };
}

/** A feed page (GET /api/requests, /api/users/{id}/requests); `pagination.snapshot` is passed back on the next pages. */
export const feedPageSchema = z.object({
  data: z.array(requestItemSchema),
  pagination: z.object({ page: z.number(), hasMore: z.boolean(), snapshot: z.number() }),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const createResponseBodySchema = z.object({
  userId: optionalUserId,
  songId: z.string().min(1).max(64),
  songData: songDataSchema,
  comment: z.string().max(MAX_TEXT_LENGTH, `Comments can be at most ${MAX_TEXT_LENGTH} characters`).optional().nullable(),
});

/** What the viewer did to one response: fetched in one batched query with the list. */
export const responseViewerStateSchema = z.object({
  upvoted: z.boolean(),
  saved: z.boolean(),
  /** Whether the viewer co-signed it. */
  cosigned: z.boolean().optional(),
  /** The viewer's saved_songs row id, for DELETE /api/saved-songs/{savedId}; null when not saved. */
  savedId: z.number().nullable(),
});
export type ResponseViewerState = z.infer<typeof responseViewerStateSchema>;

/** A recommendation (spec 000 §3 "Response"). */
export const responseItemSchema = z.object({
  id: z.number(),
  requestId: z.number(),
  songId: z.string(),
  songData: songDataOutputSchema,
  comment: z.string().nullable(),
  user: publicUserSchema,
  upvotes: z.number(),
  saves: z.number(),
  plays: z.number(),
  /** How many members co-signed it (issue 14). */
  cosigns: z.number(),
  /** The asker's verdict on it, or null (issue 14). */
  verdict: z.enum(RESPONSE_VERDICTS).nullable(),
  genres: z.array(genreRefSchema),
  createdAt: z.string(),
  /** Hidden by staff after a report; only staff ever receive such an item (issue 14). */
  hidden: z.boolean().optional(),
  /** When the author last edited the comment (issue 14); null or absent when never edited. */
  editedAt: z.string().nullable().optional(),
  /** The signed-in viewer's reactions; present on GET /api/requests/{id}/responses. */
  viewer: responseViewerStateSchema.optional(),
  /** Its co-signs, oldest first; present on GET /api/requests/{id}/responses. */
  cosignList: z.array(cosignSchema).optional(),
  /** The viewer's taste match with the recommender; present on GET /api/requests/{id}/responses. */
  tasteMatch: tasteMatchSchema.optional(),
});
export type ResponseItem = z.infer<typeof responseItemSchema>;

/** 409 body when a song was already recommended on a request (spec 000 §7). */
export interface DuplicateResponseBody extends ErrorBody {
  duplicateResponseId: number;
  duplicateUserId: number;
  duplicateDisplayName: string;
}

export const songSearchQuerySchema = z.object({ query: z.string().max(200).default('') });
export const videoIdParamsSchema = z.object({
  videoId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_:-]+$/),
});

/**
 * POST /api/requests/{id}/upvote and /api/responses/{id}/upvote (spec 000 §7). Without `upvoted`
 * the call toggles (the spec's contract); with it, the call sets that state, so repeating it is
 * harmless (docs/decisions/004: the app sends it, because 50 identical toggles cannot be idempotent).
 */
export const upvoteBodySchema = z.object({ userId: optionalUserId, upvoted: z.boolean().optional() });
export type UpvoteBody = z.infer<typeof upvoteBodySchema>;

/** Upvote result (spec 000 §3 "upvote result {upvoted}") plus the target's new count. */
export const upvoteResultSchema = z.object({ upvoted: z.boolean(), upvotes: z.number() });
export type UpvoteResult = z.infer<typeof upvoteResultSchema>;

/** GET /api/requests/{id}/upvoted: whether the viewer upvoted the request. */
export const upvotedStateSchema = z.object({ upvoted: z.boolean() });

/** `?userId` accepted by viewer-state reads; must be the session user. */
export const viewerQuerySchema = z.object({ userId: optionalUserId });

/** POST /api/saved-songs (spec 000 §7); requestId, when sent, must be the response's request. */
export const saveSongBodySchema = z.object({ userId: optionalUserId, responseId: idParam, requestId: idParam.optional() });

/** POST/DELETE /api/responses/{id}/save: only the (optional) userId. */
export const saveResponseBodySchema = z.object({ userId: optionalUserId });

export const savedIdParamsSchema = z.object({ savedId: idParam });
export const userResponseParamsSchema = z.object({ id: idParam, responseId: idParam });

/** Save result (spec 000 §3 "save toggle {saved}") plus the saved row id and the response's new count. */
export const saveResultSchema = z.object({ saved: z.boolean(), savedId: z.number().nullable(), saves: z.number() });
export type SaveResult = z.infer<typeof saveResultSchema>;

/** DELETE /api/saved-songs/{savedId}: the save result and which response it was. */
export const removedSaveSchema = saveResultSchema.extend({ responseId: z.number() });

/** POST /api/genres/suggest: what became of the suggestion, in words. */
export const genreSuggestionResultSchema = z.object({ message: z.string() });

/** GET /api/users/{id}/saved-songs/{responseId}: whether the member saved the response, and the row. */
export const savedStateSchema = z.object({ saved: z.boolean(), savedId: z.number().nullable() });

// ---- Me and others: profiles, activity, saved songs (spec 000 §3, §7 "Feed and lists") ----

/** A member as GET /api/users/{id} and GET /api/profile/{slug} answer; never carries the email. */
export const publicProfileSchema = publicUserSchema.extend({
  createdAt: z.string(),
  /** Requests the member has posted. */
  requestCount: z.number(),
  /** Recommendations the member has made. */
  responseCount: z.number(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** `{slug}` of GET /api/profile/{slug}: lower-cased, then letters, digits and single hyphens. */
export const slugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A profile address has only letters, digits and hyphens.'),
});

/**
 * `activityType` of GET /api/users/{id}/activity: `all` (default) lists every entry type,
 * `responses` the member's recommendations (public to members, used on profiles), `others` what
 * other members did with the member's requests and recommendations.
 */
export const ACTIVITY_FILTERS = ['all', 'responses', 'others'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/** Activity entry types and their order of precedence on equal timestamps (spec 000 §2). */
export const ACTIVITY_TYPES = [
  'request_created',
  'response_created',
  'song_saved',
  'response_saved_by_other',
  'request_upvoted_by_other',
  'response_upvoted_by_other',
  // Issue 14: another member co-signed the member's recommendation.
  'response_cosigned_by_other',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityQuerySchema = z.object({
  activityType: z.enum(ACTIVITY_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  userId: optionalUserId,
});

/** The request part of a saved-song group or an activity entry (spec 000 §3 "Saved-song group"). */
export const requestSummarySchema = z.object({
  id: z.number(),
  type: z.enum(REQUEST_TYPES),
  content: z.string().nullable(),
  gifUrl: z.string().nullable(),
  songData: songDataOutputSchema.nullable(),
  /** Number of recommendations on the request. */
  responses: z.number(),
  user: publicUserSchema,
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

/** The recommendation part of a saved song or an activity entry. */
export const responseSummarySchema = z.object({
  id: z.number(),
  requestId: z.number(),
  songData: songDataOutputSchema,
  comment: z.string().nullable(),
  user: publicUserSchema,
  upvotes: z.number(),
  saves: z.number(),
  createdAt: z.string(),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

/** One saved song inside a group (spec 000 §3). `savedAt` is ISO 8601. */
export const savedSongEntrySchema = z.object({ savedId: z.number(), savedAt: z.string(), response: responseSummarySchema });
export type SavedSongEntry = z.infer<typeof savedSongEntrySchema>;

/** GET /api/users/{id}/saved-songs answers a list of these, most recently saved group first. */
export const savedSongGroupSchema = z.object({ request: requestSummarySchema, songs: z.array(savedSongEntrySchema) });
export type SavedSongGroup = z.infer<typeof savedSongGroupSchema>;

/**
 * One entry of GET /api/users/{id}/activity (spec 000 §3 "Activity item"). `id` is
 * "{type}:{row id}", unique across types. Fields that do not apply to a type are null: `user` is
 * the member whose activity it is, `saver`/`upvoter`/`cosigner` the member who saved, upvoted or
 * co-signed, `savedAt` is set on saves. `timestamp` is ISO 8601.
 */
export const activityItemSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  timestamp: z.string(),
  data: z.object({
    user: publicUserSchema,
    request: requestSummarySchema,
    response: responseSummarySchema.nullable(),
    requestUser: publicUserSchema,
    responseUser: publicUserSchema.nullable(),
    saver: publicUserSchema.nullable(),
    upvoter: publicUserSchema.nullable(),
    /** The member who co-signed (response_cosigned_by_other), else null. */
    cosigner: publicUserSchema.nullable(),
    savedAt: z.string().nullable(),
  }),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/* ---------- Operators: feedback (spec 001 §2 "Feedback submission", "Feedback admin screen", §7) ---------- */

/**
 * POST /api/feedback {type, comment, screen, userId}. Presence of type and a non-blank comment is
 * checked by the service so the answer carries the spec's text (spec 001 §5).
 */
export const createFeedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES).optional().nullable(),
  comment: z.string().max(MAX_FEEDBACK_LENGTH, `Feedback can be at most ${MAX_FEEDBACK_LENGTH} characters`).optional().nullable(),
  screen: z.string().max(MAX_FEEDBACK_SCREEN_LENGTH).optional().nullable(),
  userId: optionalUserId,
});
export type CreateFeedbackBody = z.infer<typeof createFeedbackBodySchema>;

/**
 * GET /api/feedback?status&type&priority&sortBy&page&limit (spec 001 §7; paging is ours). Each
 * filter takes one enum value; `all`, like an absent filter, means no filter.
 */
export const feedbackListQuerySchema = z.object({
  status: z.enum(['all', ...FEEDBACK_STATUSES] as const).optional(),
  type: z.enum(['all', ...FEEDBACK_TYPES] as const).optional(),
  priority: z.enum(['all', ...FEEDBACK_PRIORITIES] as const).optional(),
  sortBy: z.enum(FEEDBACK_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackStatusBodySchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });
export const feedbackPriorityBodySchema = z.object({ priority: z.enum(FEEDBACK_PRIORITIES) });

/** A feedback list item (spec 001 §3 "Feedback list item"); `user` is null once the member is gone. */
export const feedbackItemSchema = z.object({
  id: z.number(),
  type: z.enum(FEEDBACK_TYPES),
  comment: z.string(),
  screen: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  priority: z.enum(FEEDBACK_PRIORITIES),
  createdAt: z.string(),
  user: z.object({ id: z.number(), displayName: z.string(), email: z.string() }).nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/* ---------- Operators: data dashboard (spec 001 §2 "Data dashboard", §3, §7) ---------- */

/** GET /api/admin/data/{users,requests,responses,saves}?cursor&limit: keyset pages, newest first. */
export const adminDataPageQuerySchema = z.object({
  /** The `nextCursor` of the previous page (an id); absent for the first page. */
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_DATA_PAGE_SIZE).default(ADMIN_DATA_PAGE_SIZE),
});

/** One page of a dashboard table; `total` (all rows) comes with the first page only. */
export function adminDataPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.number().nullable(), total: z.number().optional() });
}
export interface AdminDataPage<T> {
  data: T[];
  nextCursor: number | null;
  total?: number;
}

export const adminDataStatsSchema = z.object({ totalUsers: z.number(), totalRequests: z.number(), totalResponses: z.number(), totalSaves: z.number() });
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

/** GET /api/admin/data/genres (spec 001 §3 "Genre stats"). */
export const adminGenreStatsSchema = z.object({
  userGenres: z.array(z.object({ genreId: z.number(), genreName: z.string(), userCount: z.number() })),
  requestGenres: z.array(z.object({ genreId: z.number(), genreName: z.string(), requestCount: z.number() })),
});
export type AdminGenreStats = z.infer<typeof adminGenreStatsSchema>;

/** A GIF from the configured provider (spec 000 §3 "GIF"); width/height (px) of the preview when known. */
export const gifSchema = z.object({
  id: z.string(),
  url: z.string(),
  previewUrl: z.string(),
  title: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type Gif = z.infer<typeof gifSchema>;

const gifLimit = z.coerce.number().int().min(1).max(GIF_MAX_PAGE_SIZE).default(GIF_PAGE_SIZE);
const gifOffset = z.coerce.number().int().min(0).max(GIF_MAX_OFFSET).default(0);

/** GET /api/gifs/search (spec 000 §7 "GIF search": query, limit, offset). */
export const gifSearchQuerySchema = z.object({ query: z.string().max(100).default(''), limit: gifLimit, offset: gifOffset });
/** GET /api/gifs/trending (spec 000 §7: limit, offset). */
export const gifTrendingQuerySchema = z.object({ limit: gifLimit, offset: gifOffset });

/** POST /api/requests/{id}/genres (spec 000 §7): the genres a request's author attaches, replacing any set before. */
export const requestGenresBodySchema = z.object({
  userId: optionalUserId,
  genreIds: z.array(z.number().int().positive().max(2_147_483_647)).max(MAX_REQUEST_GENRES, `You can choose at most ${MAX_REQUEST_GENRES} genres`),
});
export type RequestGenresBody = z.infer<typeof requestGenresBodySchema>;
/** Answer of POST /api/requests/{id}/genres: the request's genres after the change, by name. */
export const requestGenresResultSchema = z.object({ genres: z.array(genreRefSchema) });
export type RequestGenresResult = z.infer<typeof requestGenresResultSchema>;

/** Answer of POST /api/responses/{id}/play (spec 000 §7: "not shown"; we send the new count). */
export const playRecordedSchema = z.object({ responseId: z.number(), plays: z.number() });
export type PlayRecorded = z.infer<typeof playRecordedSchema>;

/** Spotify (spec 001 §7 "Streaming account"; issue 9). */
export const spotifyConfigSchema = z.object({
  enabled: z.boolean(),
  clientId: z.string().nullable(),
  /** Web Playback SDK script URL (Spotify's, or a local fake in tests). */
  sdkUrl: z.string().nullable(),
  /** Web API base URL for the browser's device-transfer and play calls. */
  apiBaseUrl: z.string().nullable(),
  scopes: z.array(z.string()),
});
export type SpotifyConfig = z.infer<typeof spotifyConfigSchema>;

export const spotifyStatusSchema = z.object({
  connected: z.boolean(),
  product: z.string().nullable(),
  premium: z.boolean(),
  connectionLost: z.boolean(),
});
export type SpotifyStatus = z.infer<typeof spotifyStatusSchema>;

export const spotifyAuthorizeBodySchema = z.object({ redirectUri: z.string().url().max(500).optional() });
export const spotifyConnectBodySchema = z.object({
  code: z.string().min(1, 'No authorization code provided').max(2000),
  redirectUri: z.string().url().max(500),
  state: z.string().min(1, 'The Spotify authorization state is missing.').max(200),
});
export const spotifyTokenSchema = z.object({ accessToken: z.string(), expiresAt: z.string() });
export type SpotifyToken = z.infer<typeof spotifyTokenSchema>;
/** Spotify track ids are 22 base-62 characters. */
export const spotifyTrackParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9]{22}$/, 'Not a Spotify track id.') });
export const spotifyMatchBodySchema = z
  .object({ responseId: z.coerce.number().int().positive().max(2_147_483_647).optional(), song: songDataSchema.optional() })
  .refine((b) => b.responseId !== undefined || b.song !== undefined, 'Send a responseId or a song.');
