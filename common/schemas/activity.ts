/** Activity (spec 000 §2 "activity cards", §3 "Activity item", §7). */
import { z } from 'zod';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { optionalUserId } from './shared';
import { publicUserSchema } from './users';
import { requestSummarySchema } from './requests';
import { responseSummarySchema } from './responses';

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
  // Another member co-signed the member's recommendation.
  'response_cosigned_by_other',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityQuerySchema = z.object({
  activityType: z.enum(ACTIVITY_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  userId: optionalUserId,
});

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
