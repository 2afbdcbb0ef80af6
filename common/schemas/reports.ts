/** Reports and the staff Reports queue (docs/decisions/018-moderation.md). */
import { z } from 'zod';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_TARGET_TYPES } from '../moderation-text';
import { int4Id } from './integers';

export const createReportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: int4Id,
  reason: z.enum(REPORT_REASONS),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `Notes can be at most ${REPORT_NOTE_MAX} characters`)
    .optional()
    .nullable(),
  /**
   * Also send the report to the server the reported member or content comes from (a `Flag`,
   * decision 058); ignored for members and content of this server.
   */
  forward: z.boolean().optional(),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

export const reportCreatedSchema = z.object({ id: z.number().int() });

/** One open report of a target, as staff see it. */
const reportEntrySchema = z.object({
  id: z.number().int(),
  reporter: z.object({ id: z.number().int(), displayName: z.string() }),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
});

/** A reported item with its open reports (newest report first), for the queue. */
export const reportedItemSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  /** The item's words: a request's text, an answer's song and comment, a member's name. */
  summary: z.string(),
  /** Who wrote it (the member themself for a member report). */
  author: z.object({ id: z.number().int(), displayName: z.string() }).nullable(),
  /** Where staff can look at it. */
  href: z.string().nullable(),
  hidden: z.boolean(),
  reports: z.array(reportEntrySchema),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const reportQueueSchema = z.object({
  data: z.array(reportedItemSchema),
  actions: z.array(
    z.object({
      id: z.number().int(),
      staff: z.string().nullable(),
      action: z.enum(['hide', 'restore', 'dismiss']),
      targetType: z.enum(REPORT_TARGET_TYPES),
      targetId: z.number().int(),
      createdAt: z.string(),
      /** Whether the item is hidden now (the log's Restore). */
      targetHidden: z.boolean(),
    }),
  ),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const moderationActionBodySchema = z.object({
  action: z.enum(['hide', 'restore', 'dismiss']),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: int4Id,
  /** Why (hide): told to the item's author; by default the most frequent reason of its open reports. */
  reason: z.enum(REPORT_REASONS).optional(),
});
export type ModerationActionBody = z.infer<typeof moderationActionBodySchema>;
export const moderationActionResultSchema = z.object({
  hidden: z.boolean(),
  closedReports: z.number().int(),
});
