/** Operators: feedback (spec 001 §2 "Feedback submission", "Feedback admin screen", §3, §7). */
import { z } from 'zod';
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PRIORITIES,
  FEEDBACK_SORTS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  MAX_FEEDBACK_LENGTH,
  MAX_FEEDBACK_SCREEN_LENGTH,
  MAX_PAGE_SIZE,
} from '../constants';
import { optionalUserId } from './shared';

/**
 * POST /api/feedback {type, comment, screen, userId}. Presence of type and a non-blank comment is
 * checked by the service so the answer carries the spec's text (spec 001 §5).
 */
export const createFeedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES).optional().nullable(),
  comment: z
    .string()
    .max(MAX_FEEDBACK_LENGTH, `Feedback can be at most ${MAX_FEEDBACK_LENGTH} characters`)
    .optional()
    .nullable(),
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
