/** Upvotes (spec 000 §3 "upvote result", §7). */
import { z } from 'zod';
import { optionalUserId } from './shared';

/**
 * POST /api/requests/{id}/upvote and /api/responses/{id}/upvote (spec 000 §7). Without `upvoted`
 * the call toggles (the spec's contract); with it, the call sets that state, so repeating it is
 * harmless (docs/decisions/004: the app sends it, because 50 identical toggles cannot be idempotent).
 */
export const upvoteBodySchema = z.object({
  userId: optionalUserId,
  upvoted: z.boolean().optional(),
});
export type UpvoteBody = z.infer<typeof upvoteBodySchema>;

/** Upvote result (spec 000 §3 "upvote result {upvoted}") plus the target's new count. */
export const upvoteResultSchema = z.object({ upvoted: z.boolean(), upvotes: z.number() });
export type UpvoteResult = z.infer<typeof upvoteResultSchema>;

/**
 * What the signed-in viewer did to a request or a response: the `viewer` object of both
 * (`RequestItem.viewer`, `ResponseItem.viewer`, which adds the save); also the body of
 * GET /api/requests/{id}/upvoted.
 */
export const viewerStateSchema = z.object({ upvoted: z.boolean() });
export type ViewerState = z.infer<typeof viewerStateSchema>;

/** GET /api/requests/{id}/upvoted: whether the viewer upvoted the request. */
export const upvotedStateSchema = viewerStateSchema;
