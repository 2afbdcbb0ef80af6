/** Requests and the feed (spec 000 §3 "Request", §7): creating one, feed queries and pages, the MAGIC sort's reasons. */
import { z } from 'zod';
import {
  FEED_PAGE_SIZE,
  FEED_SORTS,
  MAX_PAGE_SIZE,
  REQUEST_TYPES,
  TOP_WINDOWS,
} from '../constants';
import { GIF_MEDIA_HOSTS, isAllowedMediaUrl } from '../media-hosts';
import { optionalUserId, songDataOutputSchema, songDataSchema } from './shared';
import { genreRefSchema } from './genres';
import { publicUserSchema } from './users';
import { viewerStateSchema } from './upvotes';

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
  /** "true": only requests nobody has answered yet (where helpers are needed). */
  unanswered: z.enum(['true', 'false']).optional(),
  /** "true": only requests asked or answered by members the viewer follows. */
  following: z.enum(['true', 'false']).optional(),
  /** ISO time MAGIC scores are computed at (page 1's), so later pages rank the same way. */
  at: z.coerce.date().optional(),
  /** The Top sort's window, counted back from `at` (page 1's time); other sorts ignore it. */
  window: z.enum(TOP_WINDOWS).optional(),
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
  /** Hidden by staff after a report; only staff ever receive such an item. */
  hidden: z.boolean().optional(),
  /** When the author last edited it; null or absent when never edited. */
  editedAt: z.string().nullable().optional(),
  /** What the signed-in viewer did to it; present on GET /api/requests/{id} (same shape as a response's `viewer`). */
  viewer: viewerStateSchema.optional(),
  /** Present in the MAGIC sort (spec 000 §3; docs/decisions/006-magic-score.md). */
  magicSortReason: magicSortReasonSchema.optional(),
});
export type RequestItem = z.infer<typeof requestItemSchema>;

/** A feed page (GET /api/requests, /api/users/{id}/requests); `pagination.snapshot` is passed back on the next pages. */
export const feedPageSchema = z.object({
  data: z.array(requestItemSchema),
  pagination: z.object({
    page: z.number(),
    hasMore: z.boolean(),
    snapshot: z.number(),
    /**
     * Page 1 of the home feed's RECENT order only: when the newest request the viewer had seen
     * was asked (ISO), null before their first visit; the "new since your last visit" divider
     * (decision 050).
     */
    lastVisitAt: z.string().nullable().optional(),
  }),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** PUT /api/feed/seen: the newest request the member has now seen in RECENT (decision 050). */
export const feedSeenBodySchema = z.object({
  userId: optionalUserId,
  /** When that request was asked (ISO); a time after now counts as now. */
  seenAt: z.coerce.date(),
});

/** The member's mark after PUT /api/feed/seen (it never moves back). */
export const feedSeenSchema = z.object({ lastVisitAt: z.string() });

/**
 * The request part of a saved-song group or an activity entry (spec 000 §3 "Saved-song group"):
 * fields of the request item, in this order (`responses`: number of recommendations on it).
 */
export const requestSummarySchema = requestItemSchema.pick({
  id: true,
  type: true,
  content: true,
  gifUrl: true,
  songData: true,
  responses: true,
  user: true,
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;
