/** Recommendations (spec 000 §3 "Response", §7): creating one, the viewer's state, the 409 duplicate body. */
import { z } from 'zod';
import { MAX_TEXT_LENGTH } from '../constants';
import { cosignSchema, tasteMatchSchema } from './cosigns-and-verdicts';
import { RESPONSE_VERDICTS } from '../verdicts';
import { optionalUserId, songDataOutputSchema, songDataSchema, type ErrorBody } from './shared';
import { genreRefSchema } from './genres';
import { publicUserSchema } from './users';
import { viewerStateSchema } from './upvotes';

export const createResponseBodySchema = z.object({
  userId: optionalUserId,
  songId: z.string().min(1).max(64),
  songData: songDataSchema,
  comment: z
    .string()
    .max(MAX_TEXT_LENGTH, `Comments can be at most ${MAX_TEXT_LENGTH} characters`)
    .optional()
    .nullable(),
});

/** What the viewer did to one response (a request's `viewer` plus the save): fetched in one batched query with the list. */
export const responseViewerStateSchema = viewerStateSchema.extend({
  saved: z.boolean(),
  /** Whether the viewer co-signed it. */
  cosigned: z.boolean().optional(),
  /** The viewer's saved_songs row id, for DELETE /api/saved-songs/{savedId}; null when not saved. */
  savedId: z.number().nullable(),
});
export type ResponseViewerState = z.infer<typeof responseViewerStateSchema>;

/** A recommendation (spec 000 §3 "Response"). */
export const responseItemSchema = z.object({
  id: z.number(),
  requestId: z.number(),
  songId: z.string(),
  songData: songDataOutputSchema,
  comment: z.string().nullable(),
  user: publicUserSchema,
  upvotes: z.number(),
  saves: z.number(),
  plays: z.number(),
  /** How many members co-signed it. */
  cosigns: z.number(),
  /** The asker's verdict on it, or null. */
  verdict: z.enum(RESPONSE_VERDICTS).nullable(),
  genres: z.array(genreRefSchema),
  createdAt: z.string(),
  /** Hidden by staff after a report; only staff ever receive such an item. */
  hidden: z.boolean().optional(),
  /** When the author last edited the comment; null or absent when never edited. */
  editedAt: z.string().nullable().optional(),
  /** The signed-in viewer's reactions; present on GET /api/requests/{id}/responses. */
  viewer: responseViewerStateSchema.optional(),
  /** Its co-signs, oldest first; present on GET /api/requests/{id}/responses. */
  cosignList: z.array(cosignSchema).optional(),
  /** Replies under it the viewer sees; present on GET /api/requests/{id}/responses. */
  replies: z.number().optional(),
  /** The viewer's taste match with the recommender; present on GET /api/requests/{id}/responses. */
  tasteMatch: tasteMatchSchema.optional(),
});
export type ResponseItem = z.infer<typeof responseItemSchema>;

/** 409 body when a song was already recommended on a request (spec 000 §7). */
export interface DuplicateResponseBody extends ErrorBody {
  duplicateResponseId: number;
  duplicateUserId: number;
  duplicateDisplayName: string;
}

/** The recommendation part of a saved song or an activity entry: fields of the response item, in this order. */
export const responseSummarySchema = responseItemSchema.pick({
  id: true,
  requestId: true,
  songData: true,
  comment: true,
  user: true,
  upvotes: true,
  saves: true,
  createdAt: true,
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;
