/**
 * YouTube Data API v3 song provider (decision 003). A search is `search.list` (part=snippet,
 * type=video, videoCategoryId=10 "Music", q, maxResults) then one `videos.list`
 * (part=contentDetails,status,snippet) for the durations and `status.embeddable`, mapped to SongData.
 * search.list costs 100 of the default 10 000 daily quota units, so answers are cached by
 * normalised query for 24 h in song_search_cache (shared by instances, kept across restarts), and
 * identical searches in flight share one call. Any failure (network, HTTP error such as
 * quotaExceeded, unexpected JSON) is a SongProviderError, which the route answers with 502.
 */
import { OUTBOUND_TIMEOUT_MS, createOutboundClient } from '../../lib/outbound';
import { z } from 'zod';
import { SONG_SEARCH_CACHE_TTL_MS } from '../../../common/constants';
import type { SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { parseIsoDuration } from './iso-duration';
import { normaliseQuery, readCachedSearch, fetchIntoCache } from './song-search-cache';
import { type SongProvider, SongProviderError, youtubeThumbnail } from './song-provider';
import { decodeEntities, parseVideoTitle } from './youtube-title';

/** Results fetched (and cached) per search; search.list costs the same for 1 or 50. */
export const YOUTUBE_SEARCH_RESULTS = 25;
export const YOUTUBE_TIMEOUT_MS = OUTBOUND_TIMEOUT_MS;
/** Longest duration SongData accepts (common/schemas.ts); longer videos get no duration. */
const MAX_DURATION_MS = 86_400_000;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const thumbnails = z
  .record(z.string(), z.object({ url: z.string() }).partial().nullable().optional())
  .optional();

const searchAnswer = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ kind: z.string().optional(), videoId: z.string().optional() }).partial(),
      }),
    )
    .default([]),
});

const videoItem = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    channelTitle: z.string().optional().default(''),
    thumbnails,
  }),
  contentDetails: z.object({ duration: z.string().optional() }).partial().optional(),
  status: z.object({ embeddable: z.boolean().optional() }).partial().optional(),
});
const videosAnswer = z.object({ items: z.array(videoItem).default([]) });
type VideoItem = z.infer<typeof videoItem>;

const apiError = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

/** SongData of one videos.list item: name and artist from its title (youtube-title.ts), playable = embeddable. */
export function videoToSongData(item: VideoItem): SongData {
  const channelName = decodeEntities(item.snippet.channelTitle).trim() || null;
  const { name, artist } = parseVideoTitle(item.snippet.title, channelName ?? '');
  const duration = parseIsoDuration(item.contentDetails?.duration);
  const thumb = item.snippet.thumbnails?.medium?.url ?? item.snippet.thumbnails?.high?.url;
  return {
    id: item.id,
    videoId: item.id,
    name: name.slice(0, 300),
    artist: artist?.slice(0, 300) ?? null,
    channelName: channelName?.slice(0, 300) ?? null,
    thumbnail:
      thumb && /^https:\/\/i\d?\.ytimg\.com\//.test(thumb) ? thumb : youtubeThumbnail(item.id),
    duration: duration && duration <= MAX_DURATION_MS ? duration : null,
    playable: item.status?.embeddable === true,
    source: 'youtube',
  };
}

export interface YouTubeOptions {
  apiKey: string;
  /** Default https://www.googleapis.com/youtube/v3/; tests and fakes point elsewhere. */
  baseUrl: string;
  db: Database;
  /** Clock in ms, for cache expiry (tests move it). */
  now?: () => number;
}

/** The two YouTube Data API v3 calls the provider makes, each parsed; failures are SongProviderError. */
interface YouTubeApi {
  /** videos.list for `ids` (contentDetails, status, snippet). */
  videos(ids: string[]): Promise<VideoItem[]>;
  /** search.list for music videos matching `query`, then videos.list for their details, in search order. */
  search(query: string): Promise<SongData[]>;
}

/** The YouTube Data API over the outbound client: a timeout per attempt, one jittered retry, a circuit breaker (server/lib/outbound.ts). */
function createYouTubeApi(apiKey: string, baseUrl: string): YouTubeApi {
  const outbound = createOutboundClient();
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function call(
    resource: 'search' | 'videos',
    params: Record<string, string>,
  ): Promise<unknown> {
    const url = new URL(resource, base);
    url.search = new URLSearchParams({ ...params, key: apiKey }).toString();
    let res: Response;
    try {
      res = await outbound.fetch(url, { headers: { accept: 'application/json' } });
    } catch (err) {
      throw new SongProviderError(`YouTube ${resource}.list request failed`, err);
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const parsed = apiError.safeParse(body);
      const reason = parsed.success
        ? (parsed.data.error.errors?.[0]?.reason ?? parsed.data.error.message)
        : undefined;
      throw new SongProviderError(
        `YouTube ${resource}.list answered HTTP ${res.status}${reason ? ` (${reason})` : ''}`,
      );
    }
    if (body === null)
      throw new SongProviderError(`YouTube ${resource}.list answered with invalid JSON`);
    return body;
  }

  async function videos(ids: string[]): Promise<VideoItem[]> {
    const parsed = videosAnswer.safeParse(
      await call('videos', {
        part: 'contentDetails,status,snippet',
        id: ids.join(','),
        maxResults: String(ids.length),
      }),
    );
    if (!parsed.success)
      throw new SongProviderError(
        'YouTube videos.list answered in an unexpected shape',
        parsed.error,
      );
    return parsed.data.items;
  }

  async function search(query: string): Promise<SongData[]> {
    const parsed = searchAnswer.safeParse(
      await call('search', {
        part: 'snippet',
        type: 'video',
        videoCategoryId: '10',
        q: query,
        maxResults: String(YOUTUBE_SEARCH_RESULTS),
      }),
    );
    if (!parsed.success)
      throw new SongProviderError(
        'YouTube search.list answered in an unexpected shape',
        parsed.error,
      );
    const ids = [
      ...new Set(parsed.data.items.map((i) => i.id.videoId).filter((id): id is string => !!id)),
    ];
    if (ids.length === 0) return [];
    const byId = new Map((await videos(ids)).map((v) => [v.id, v]));
    // Keep search.list's ranking; videos gone private or deleted in between drop out.
    return ids.flatMap((id) => {
      const item = byId.get(id);
      return item ? [videoToSongData(item)] : [];
    });
  }

  return { videos, search };
}

/** The YouTube song provider: search.list answers cached 24 h per normalised query in song_search_cache. */
export function createYouTubeProvider({
  apiKey,
  baseUrl,
  db,
  now = Date.now,
}: YouTubeOptions): SongProvider {
  const inFlight = new Map<string, Promise<SongData[]>>();
  const api = createYouTubeApi(apiKey, baseUrl);
  return {
    name: 'youtube',
    async search(query, limit) {
      const key = normaliseQuery(query);
      const freshAfter = new Date(now() - SONG_SEARCH_CACHE_TTL_MS);
      const cached = await readCachedSearch(db, 'youtube', key, freshAfter);
      if (cached) return cached.slice(0, limit);
      const results = await fetchIntoCache(db, 'youtube', key, {
        inFlight,
        now,
        fetch: () => api.search(query),
      });
      return results.slice(0, limit);
    },
    async getVideo(videoId) {
      if (!VIDEO_ID.test(videoId)) return null;
      const [item] = await api.videos([videoId]);
      return item ? videoToSongData(item) : null;
    },
  };
}
