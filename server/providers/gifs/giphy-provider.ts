/**
 * GIPHY adapter (https://developers.giphy.com/docs/api/endpoint): GET /v1/gifs/search with
 * api_key, q, limit, offset, rating, lang and GET /v1/gifs/trending with api_key, limit, offset,
 * rating. GIPHY pages by offset, like our API, so paging maps one to one.
 */
import { z } from 'zod';
import type { Gif } from '../../../common/schemas';
import { type GifPage, type GifProvider, GifProviderError, fetchGifJson } from './gif-provider';
import { createOutboundClient } from '../../lib/outbound';

/** GIPHY content rating we ask for (G, PG and PG-13 content). */
export const GIPHY_RATING = 'pg-13';

const rendition = z
  .object({
    url: z.string().optional(),
    width: z.coerce.number().optional(),
    height: z.coerce.number().optional(),
  })
  .partial();

const giphyAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string().optional().nullable(),
      alt_text: z.string().optional().nullable(),
      images: z.record(z.string(), rendition.nullable().optional()),
    }),
  ),
});

type GiphyItem = z.infer<typeof giphyAnswer>['data'][number];

const positive = (n: number | undefined) =>
  n && Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;

/**
 * Maps one GIPHY result to our Gif: `downsized_medium` (≤ 5 MB) or `downsized`/`original` for the
 * request, `fixed_width` (200 px wide) for the grid. Null when GIPHY gave no usable image.
 */
export function giphyToGif(item: GiphyItem): Gif | null {
  const { images } = item;
  const full = images.downsized_medium?.url || images.downsized?.url || images.original?.url;
  const preview =
    images.fixed_width ?? images.fixed_width_downsampled ?? images.preview_gif ?? null;
  if (!full) return null;
  const title = item.alt_text?.trim() || item.title?.trim() || 'GIF';
  return {
    id: item.id,
    url: full,
    previewUrl: preview?.url || full,
    title,
    width: positive(preview?.width),
    height: positive(preview?.height),
  };
}

export interface GiphyOptions {
  apiKey: string;
  /** Default https://api.giphy.com; tests and local fakes point elsewhere. */
  baseUrl: string;
}

export function createGiphyProvider({ apiKey, baseUrl }: GiphyOptions): GifProvider {
  const outbound = createOutboundClient();
  async function call(path: string, params: Record<string, string>, page: GifPage): Promise<Gif[]> {
    const url = new URL(path, baseUrl);
    url.search = new URLSearchParams({
      api_key: apiKey,
      ...params,
      limit: String(page.limit),
      offset: String(page.offset),
      rating: GIPHY_RATING,
    }).toString();
    const parsed = giphyAnswer.safeParse(await fetchGifJson('GIPHY', url, outbound));
    if (!parsed.success)
      throw new GifProviderError('GIPHY answered in an unexpected shape', parsed.error);
    return parsed.data.data.map(giphyToGif).filter((g): g is Gif => g !== null);
  }
  return {
    name: 'giphy',
    search: (query, page) => call('/v1/gifs/search', { q: query, lang: 'en' }, page),
    trending: (page) => call('/v1/gifs/trending', {}, page),
  };
}
