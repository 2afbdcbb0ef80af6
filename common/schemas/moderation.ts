/**
 * Shapes of member moderation: editing and deleting
 * one's own requests and answers, and blocking members. docs/decisions/018-moderation.md.
 */
import { z } from 'zod';
import { MAX_TEXT_LENGTH } from '../constants';

export {
  EDIT_WINDOW_MS,
  EDIT_WINDOW_MESSAGE,
  BLOCKED_ANSWER_MESSAGE,
  withinEditWindow,
} from '../moderation-text';

/** PATCH /api/requests/{id}: the request's text (text request), caption (GIF) or note (songs like this). */
export const editRequestBodySchema = z.object({ content: z.string().max(10_000).nullable() });
export type EditRequestBody = z.infer<typeof editRequestBodySchema>;

/** PATCH /api/responses/{id}: the answer's comment (same limit as on creation). */
export const editResponseBodySchema = z.object({
  comment: z
    .string()
    .max(MAX_TEXT_LENGTH, `Comments can be at most ${MAX_TEXT_LENGTH} characters`)
    .nullable(),
});
export type EditResponseBody = z.infer<typeof editResponseBodySchema>;

export const requestEditedSchema = z.object({
  id: z.number(),
  content: z.string().nullable(),
  editedAt: z.string(),
});
export type RequestEdited = z.infer<typeof requestEditedSchema>;

export const responseEditedSchema = z.object({
  id: z.number(),
  comment: z.string().nullable(),
  editedAt: z.string(),
});
export type ResponseEdited = z.infer<typeof responseEditedSchema>;

/** DELETE of a request (with `responsesDeleted` answers) or of an answer. */
export const deletedSchema = z.object({
  deleted: z.literal(true),
  id: z.number(),
  responsesDeleted: z.number(),
});
export type Deleted = z.infer<typeof deletedSchema>;

/** PUT/DELETE /api/users/{id}/block: whether the viewer now blocks member `userId`. */
export const blockStateSchema = z.object({ userId: z.number(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** GET /api/blocks: the members the viewer blocks, most recent first. */
export const blockListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      displayName: z.string(),
      slug: z.string(),
      profilePicture: z.string().nullable(),
      blockedAt: z.string(),
    }),
  ),
});
export type BlockList = z.infer<typeof blockListSchema>;
