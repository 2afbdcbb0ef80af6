/** Handles, mention suggestions and member search (decision 045). */
import { z } from 'zod';
import { MEMBER_PREFIX_MIN } from '../handle-rules';
import { idParam, pageSchema } from './shared';
import { publicUserSchema } from './users';

/** GET/PUT /api/users/{id}/handle: the member's handle and whether they may still choose it. */
export const handleStateSchema = z.object({ slug: z.string(), choosable: z.boolean() });
export type HandleState = z.infer<typeof handleStateSchema>;

/** PUT /api/users/{id}/handle: the handle wanted (checked by handleProblem). */
export const handleBodySchema = z.object({ handle: z.string().max(200) });

/** GET /api/users/mentions: `prefix` typed after `@`; `requestId` ranks that thread's people first. */
export const mentionQuerySchema = z.object({
  prefix: z.string().trim().min(MEMBER_PREFIX_MIN).max(60),
  requestId: idParam.optional(),
});

/** Suggestions for an @mention, best first (at most MENTION_SUGGESTIONS_MAX of handle-rules.ts). */
export const mentionSuggestionsSchema = z.object({ data: z.array(publicUserSchema) });

/** GET /api/users/search: members whose display name or handle starts with `q`, paged. */
export const memberSearchQuerySchema = z.object({
  q: z.string().trim().min(MEMBER_PREFIX_MIN).max(60),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const memberSearchPageSchema = pageSchema(publicUserSchema);
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;
