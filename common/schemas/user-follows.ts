/**
 * Following members, not to be confused with following a request
 * (common/schemas/notifications.ts): the answer of POST and DELETE /api/users/{id}/follow.
 */
import { z } from 'zod';

/** Whether the viewer now follows member `userId`, and that member's counts after the change. */
export const userFollowStateSchema = z.object({
  userId: z.number(),
  following: z.boolean(),
  followerCount: z.number(),
  followingCount: z.number(),
});
export type UserFollowState = z.infer<typeof userFollowStateSchema>;
