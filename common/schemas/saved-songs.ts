/** Saved songs (spec 000 §3 "Saved-song group", §7 "Saving and playing"): save, unsave, remove, check and the grouped list. */
import { z } from 'zod';
import { idParam, optionalUserId } from './shared';
import { requestSummarySchema } from './requests';
import { responseSummarySchema } from './responses';

/** POST /api/saved-songs (spec 000 §7); requestId, when sent, must be the response's request. */
export const saveSongBodySchema = z.object({
  userId: optionalUserId,
  responseId: idParam,
  requestId: idParam.optional(),
});

/** POST/DELETE /api/responses/{id}/save: only the (optional) userId. */
export const saveResponseBodySchema = z.object({ userId: optionalUserId });
/** DELETE /api/responses/{id}/save: the spec sends no body; a JSON one is checked like POST's. */
export const unsaveResponseBodySchema = saveResponseBodySchema.nullish();

export const savedIdParamsSchema = z.object({ savedId: idParam });
export const userResponseParamsSchema = z.object({ id: idParam, responseId: idParam });

/** Save result (spec 000 §3 "save toggle {saved}") plus the saved row id and the response's new count. */
export const saveResultSchema = z.object({
  saved: z.boolean(),
  savedId: z.number().nullable(),
  saves: z.number(),
});
export type SaveResult = z.infer<typeof saveResultSchema>;

/** DELETE /api/saved-songs/{savedId}: the save result and which response it was. */
export const removedSaveSchema = saveResultSchema.extend({ responseId: z.number() });

/** GET /api/users/{id}/saved-songs/{responseId}: whether the member saved the response, and the row. */
export const savedStateSchema = z.object({ saved: z.boolean(), savedId: z.number().nullable() });

/** One saved song inside a group (spec 000 §3). `savedAt` is ISO 8601. */
export const savedSongEntrySchema = z.object({
  savedId: z.number(),
  savedAt: z.string(),
  response: responseSummarySchema,
});
export type SavedSongEntry = z.infer<typeof savedSongEntrySchema>;

/** GET /api/users/{id}/saved-songs answers a list of these, most recently saved group first. */
export const savedSongGroupSchema = z.object({
  request: requestSummarySchema,
  songs: z.array(savedSongEntrySchema),
});
export type SavedSongGroup = z.infer<typeof savedSongGroupSchema>;
