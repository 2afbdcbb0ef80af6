/** Song search (spec 000 §7 "Songs"). */
import { z } from 'zod';

export const songSearchQuerySchema = z.object({ query: z.string().max(200).default('') });
export const videoIdParamsSchema = z.object({
  videoId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_:-]+$/),
});
