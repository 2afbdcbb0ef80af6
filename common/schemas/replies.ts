/** Replies under an answer (docs/decisions/031-replies-and-mentions.md). */
import { z } from 'zod';
import { REPLY_PAGE_SIZE, replyProblem } from '../replies-text';
import { pageSchema } from './shared';
import { publicUserSchema } from './users';

export {
  BLOCKED_REPLY_MESSAGE,
  MAX_MENTIONS_PER_REPLY,
  REPLY_MAX_LENGTH,
  REPLY_PAGE_SIZE,
  replyTokens,
  mentionedSlugs,
} from '../replies-text';

/** POST /api/responses/{id}/replies and PATCH /api/replies/{id}: the text, trimmed, 1–500 characters. */
export const replyBodySchema = z.object({
  // The raw cap only stops absurd bodies before the rule; the rule counts code points after trimming.
  body: z
    .string()
    .max(4000)
    .superRefine((value, ctx) => {
      const problem = replyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;

/** GET /api/responses/{id}/replies: `page` from 1, oldest first. */
export const repliesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(REPLY_PAGE_SIZE),
});
export type RepliesQuery = z.infer<typeof repliesQuerySchema>;

/** A member an @slug of a reply names: the thread links these and leaves other @words plain. */
export const mentionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  displayName: z.string(),
});

/** One reply as a thread lists it. */
export const replySchema = z.object({
  id: z.number().int(),
  responseId: z.number().int(),
  body: z.string(),
  user: publicUserSchema,
  /** The members its @slugs name (existing members only). */
  mentions: z.array(mentionSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Hidden by staff after a report; only staff receive such a reply. */
  hidden: z.boolean().optional(),
});
export type Reply = z.infer<typeof replySchema>;

/** A page of a thread, with how many replies the viewer can see in all (what "N replies" says). */
export const replyPageSchema = pageSchema(replySchema).extend({ total: z.number().int() });
export type ReplyPage = z.infer<typeof replyPageSchema>;

/** DELETE /api/replies/{id}. */
export const replyDeletedSchema = z.object({ deleted: z.literal(true), id: z.number().int() });
