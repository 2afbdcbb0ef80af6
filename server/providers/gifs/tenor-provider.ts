/**
 * Tenor API v2 adapter (https://developers.google.com/tenor/guides/endpoints): GET /v2/search with
 * key, q, limit, pos and GET /v2/featured with key, limit, pos; results[].media_formats.{gif,tinygif}.
 *
 * Tenor pages with an opaque `pos` cursor (the previous answer's `next`; "" when there is no more),
 * not offsets. To serve our offset paging, the adapter remembers, per (endpoint, query), the cursor
 * that starts each offset it has reached (`TenorCursors`). Page N+1 of a scroll therefore costs one
 * call. When a cursor is unknown (after a restart, or on another instance) it walks from the nearest
 * known cursor in steps of up to 50, at most TENOR_MAX_WALK calls, then serves the page. A page is
 * topped up from the following cursor when Tenor returns fewer results than asked but more exist,
 * so "exactly `limit` results" keeps meaning "there may be more" (spec 000 §7).
 */
import { z } from 'zod';
import type { Gif } from '../../../common/schemas';
import { type GifPage, type GifProvider, GifProviderError, fetchGifJson } from './gif-provider';
import { createOutboundClient } from '../../lib/outbound';

/** Tenor's largest `limit`. */
export const TENOR_MAX_LIMIT = 50;
/** Most calls spent walking to an offset whose cursor is unknown. */
export const TENOR_MAX_WALK = 20;
/** Content filter we ask for (Tenor's "medium": no nudity or strong violence). */
export const TENOR_CONTENT_FILTER = 'medium';

const format = z.object({ url: z.string(), dims: z.array(z.number()).optional() }).partial();
const tenorAnswer = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string().optional().nullable(),
      content_description: z.string().optional().nullable(),
      media_formats: z.record(z.string(), format.nullable().optional()),
    }),
  ),
  next: z.string().optional().nullable(),
});
type TenorItem = z.infer<typeof tenorAnswer>['results'][number];

/** Maps one Tenor result: `gif` for the request, `tinygif` for the grid. Null without a usable URL. */
export function tenorToGif(item: TenorItem): Gif | null {
  const f = item.media_formats;
  const full = f.gif?.url || f.mediumgif?.url || f.tinygif?.url;
  if (!full) return null;
  const preview = f.tinygif?.url ? f.tinygif : f.nanogif?.url ? f.nanogif : f.gif;
  const [w, h] = preview?.dims ?? [];
  return {
    id: item.id,
    url: full,
    previewUrl: preview?.url || full,
    title: item.content_description?.trim() || item.title?.trim() || 'GIF',
    width: w && w > 0 ? Math.round(w) : undefined,
    height: h && h > 0 ? Math.round(h) : undefined,
  };
}

/**
 * Remembers which `pos` cursor starts each offset of a result list. Bounded: at most `maxLists`
 * lists (oldest dropped first), each remembered for `ttlMs`.
 */
export class TenorCursors {
  private readonly lists = new Map<string, { at: number; cursors: Map<number, string> }>();

  constructor(
    private readonly maxLists = 500,
    private readonly ttlMs = 60 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private list(key: string, create: boolean) {
    const found = this.lists.get(key);
    if (found && this.now() - found.at <= this.ttlMs) return found;
    if (found) this.lists.delete(key);
    if (!create) return undefined;
    const fresh = { at: this.now(), cursors: new Map<number, string>() };
    this.lists.set(key, fresh);
    while (this.lists.size > this.maxLists) this.lists.delete(this.lists.keys().next().value!);
    return fresh;
  }

  /** Records that results from `offset` on start at cursor `pos` ("" = nothing there). */
  set(key: string, offset: number, pos: string) {
    this.list(key, true)!.cursors.set(offset, pos);
  }

  /** The furthest known starting point at or before `offset`: [offset, pos]; [0, undefined] if none. */
  nearest(key: string, offset: number): [number, string | undefined] {
    let best: [number, string | undefined] = [0, undefined];
    const list = this.list(key, false);
    if (!list) return best;
    for (const [o, pos] of list.cursors) if (o <= offset && o > best[0]) best = [o, pos];
    return best;
  }
}

export interface TenorOptions {
  apiKey: string;
  /** Default https://tenor.googleapis.com; tests and local fakes point elsewhere. */
  baseUrl: string;
  cursors?: TenorCursors;
}

export function createTenorProvider({
  apiKey,
  baseUrl,
  cursors = new TenorCursors(),
}: TenorOptions): GifProvider {
  const outbound = createOutboundClient();
  async function fetchPage(path: string, q: string | null, limit: number, pos: string | undefined) {
    const url = new URL(path, baseUrl);
    const params = new URLSearchParams({
      key: apiKey,
      client_key: 'hearsay',
      limit: String(limit),
      media_filter: 'gif,tinygif',
      contentfilter: TENOR_CONTENT_FILTER,
    });
    if (q !== null) params.set('q', q);
    if (pos) params.set('pos', pos);
    url.search = params.toString();
    const parsed = tenorAnswer.safeParse(await fetchGifJson('Tenor', url, outbound));
    if (!parsed.success)
      throw new GifProviderError('Tenor answered in an unexpected shape', parsed.error);
    return { results: parsed.data.results, next: parsed.data.next ?? '' };
  }

  async function page(path: string, q: string | null, { limit, offset }: GifPage): Promise<Gif[]> {
    const key = `${path}\u0000${q ?? ''}`;
    let [at, pos] = cursors.nearest(key, offset);
    // Walk to `offset` when its cursor is unknown.
    for (let walked = 0; at < offset; walked++) {
      if (pos === '') return [];
      if (walked >= TENOR_MAX_WALK)
        throw new GifProviderError(`Tenor cursor for offset ${offset} is too far to find`);
      const step = Math.min(TENOR_MAX_LIMIT, offset - at);
      const got = await fetchPage(path, q, step, pos);
      if (got.results.length === 0) return [];
      at += got.results.length;
      pos = got.next;
      cursors.set(key, at, pos);
    }
    if (pos === '') return [];
    // Serve the page, topping it up while Tenor returns short pages but has more.
    const items: TenorItem[] = [];
    for (let calls = 0; items.length < limit && calls < 3; calls++) {
      const got = await fetchPage(path, q, Math.min(TENOR_MAX_LIMIT, limit - items.length), pos);
      items.push(...got.results);
      pos = got.next;
      cursors.set(key, offset + items.length, pos);
      if (got.results.length === 0 || pos === '') break;
    }
    return items.map(tenorToGif).filter((g): g is Gif => g !== null);
  }

  return {
    name: 'tenor',
    search: (query, p) => page('/v2/search', query, p),
    trending: (p) => page('/v2/featured', null, p),
  };
}
