/** GIF search (spec 000 §3 "GIF", §7). */
import { z } from 'zod';
import { GIF_MAX_OFFSET, GIF_MAX_PAGE_SIZE, GIF_PAGE_SIZE } from '../constants';

/** A GIF from the configured provider (spec 000 §3 "GIF"); width/height (px) of the preview when known. */
export const gifSchema = z.object({
  id: z.string(),
  url: z.string(),
  previewUrl: z.string(),
  title: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type Gif = z.infer<typeof gifSchema>;

const gifLimit = z.coerce.number().int().min(1).max(GIF_MAX_PAGE_SIZE).default(GIF_PAGE_SIZE);
const gifOffset = z.coerce.number().int().min(0).max(GIF_MAX_OFFSET).default(0);

/** GET /api/gifs/search (spec 000 §7 "GIF search": query, limit, offset). */
export const gifSearchQuerySchema = z.object({
  query: z.string().max(100).default(''),
  limit: gifLimit,
  offset: gifOffset,
});
/** GET /api/gifs/trending (spec 000 §7: limit, offset). */
export const gifTrendingQuerySchema = z.object({ limit: gifLimit, offset: gifOffset });
