/** Recorded plays (spec 000 §7 "Saving and playing"). */
import { z } from 'zod';

/** Answer of POST /api/responses/{id}/play (spec 000 §7: "not shown"; we send the new count). */
export const playRecordedSchema = z.object({ responseId: z.number(), plays: z.number() });
export type PlayRecorded = z.infer<typeof playRecordedSchema>;
