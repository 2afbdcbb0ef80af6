/**
 * Co-signs, the asker's verdicts and taste match on answers (
 * docs/decisions/017-co-signs-and-verdicts.md). Shared by the server's routes and the client.
 */
import { z } from 'zod';
import { MAX_TEXT_LENGTH } from '../constants';
import { RESPONSE_ORDERS, RESPONSE_VERDICTS } from '../verdicts';

export {
  RESPONSE_ORDERS,
  RESPONSE_VERDICTS,
  VERDICT_LABELS,
  tasteMatchText,
  type ResponseOrder,
  type ResponseVerdict,
} from '../verdicts';

/** `?order=` of GET /api/requests/{id}/responses; without it, Top from 5 answers, else "loved" (defaultAnswerOrder). */
export const responsesQuerySchema = z.object({ order: z.enum(RESPONSE_ORDERS).optional() });

/** POST /api/responses/{id}/cosigns: the co-signer's optional comment (≤ 240 characters, like an answer's). */
export const cosignBodySchema = z.object({
  comment: z
    .string()
    .max(MAX_TEXT_LENGTH, `Comments can be at most ${MAX_TEXT_LENGTH} characters`)
    .optional()
    .nullable(),
});
export type CosignBody = z.infer<typeof cosignBodySchema>;

/** PUT /api/responses/{id}/verdict. */
export const verdictBodySchema = z.object({ verdict: z.enum(RESPONSE_VERDICTS) });
export type VerdictBody = z.infer<typeof verdictBodySchema>;

/** One co-sign as shown under an answer ("Also recommended by Ben: '…'"). */
export const cosignSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), displayName: z.string(), slug: z.string().nullable() }),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Cosign = z.infer<typeof cosignSchema>;

/** 201 of POST /api/responses/{id}/cosigns: the co-sign and the answer's counters after it. */
export const cosignResultSchema = z.object({
  cosign: cosignSchema,
  upvoted: z.literal(true),
  upvotes: z.number().int(),
  cosigns: z.number().int(),
});
export type CosignResult = z.infer<typeof cosignResultSchema>;

/** 200 of DELETE /api/responses/{id}/cosigns/mine: the viewer's co-sign is gone. */
export const cosignWithdrawnSchema = z.object({ cosigned: z.literal(false) });

/** 200 of PUT/DELETE /api/responses/{id}/verdict. */
export const verdictResultSchema = z.object({
  responseId: z.number().int(),
  verdict: z.enum(RESPONSE_VERDICTS).nullable(),
});
export type VerdictResult = z.infer<typeof verdictResultSchema>;

/**
 * Taste match of the viewer with another member: `shared` of the viewer's `of` favourite genres
 * appear in the other member's taste (their favourite genres plus the genres of what they answered
 * and saved). Null when the viewer has no favourite genres or looks at themself.
 */
export const tasteMatchSchema = z
  .object({ shared: z.number().int(), of: z.number().int() })
  .nullable();
export type TasteMatch = z.infer<typeof tasteMatchSchema>;

/** A recommender's "Loved it" verdicts per genre of the loved answers (profile). */
export const lovedByGenreSchema = z.object({
  loved: z.number().int(),
  genres: z.array(z.object({ id: z.number().int(), name: z.string(), loved: z.number().int() })),
});
export type LovedByGenre = z.infer<typeof lovedByGenreSchema>;

/** 200 of GET /api/users/{id}/taste: the taste match with the viewer and the loved answers per genre. */
export const memberTasteSchema = z.object({
  tasteMatch: tasteMatchSchema,
  loved: lovedByGenreSchema,
});
export type MemberTaste = z.infer<typeof memberTasteSchema>;
