/**
 * iTunes Search API song provider (decision 028). Needs no key. A search is
 * `GET {ITUNES_BASE_URL}search?term=…&media=music&entity=song&limit=…`, one song by id is
 * `GET lookup?id=…&entity=song`; both answer `{ resultCount, results: [...] }`.
 *
 * Each track maps to SongData with id `itunes:<trackId>`, title, artist, album, duration
 * (trackTimeMillis), artwork (artworkUrl100, and a 600 px variant as albumArt), the link back to
 * the store (trackViewUrl) and the 30-second preview (previewUrl). iTunes' answers carry no ISRC,
 * so `isrc` stays null. `playable` is false: there is no video for the embedded player; the preview
 * is what plays (the preview engine of the floating player).
 *
 * Apple documents the API at about 20 calls per minute; this adapter refuses calls beyond
 * `callsPerMinute` in this process (sliding minute) with ITunesBusyError rather than be throttled.
 * Failures (network, timeout, 5xx, an unexpected shape) throw SongProviderError; the outbound
 * client (server/lib/outbound.ts) adds the timeout, one retry and the circuit breaker.
 */
import { z } from 'zod';
import {
  ITUNES_IMAGE_HOSTS,
  SONG_LINK_HOSTS,
  isAllowedMediaUrl,
  isAllowedPreviewUrl,
} from '../../../common/media-hosts';
import type { SongData } from '../../../common/schemas';
import { type OutboundClient, createOutboundClient } from '../../lib/outbound';
import { SongProviderError } from './song-provider';

/** Prefix of the ids of songs found in iTunes (`itunes:1440650428`). */
export const ITUNES_ID_PREFIX = 'itunes:';
/** Apple's documented budget: "approximately 20 calls per minute" per caller (decision 028). */
export const ITUNES_CALLS_PER_MINUTE = 20;
/** Results asked per search; the API's own maximum is 200. */
export const ITUNES_SEARCH_RESULTS = 25;
/** Longest duration SongData accepts (common/schemas/shared.ts). */
const MAX_DURATION_MS = 86_400_000;
const TRACK_ID = /^\d{1,15}$/;

const track = z.object({
  wrapperType: z.string().optional(),
  kind: z.string().optional(),
  trackId: z.number().int().positive(),
  trackName: z.string().optional(),
  artistName: z.string().optional(),
  collectionName: z.string().optional(),
  trackTimeMillis: z.number().optional(),
  artworkUrl100: z.string().optional(),
  previewUrl: z.string().optional(),
  trackViewUrl: z.string().optional(),
});
/** iTunes' answer; results other than tracks (or malformed ones) are skipped, not fatal. */
const answer = z.object({ resultCount: z.number().optional(), results: z.array(z.unknown()) });
export type ITunesTrack = z.infer<typeof track>;

/** An iTunes call refused here because this process used its per-minute budget. */
export class ITunesBusyError extends SongProviderError {
  constructor() {
    super('iTunes Search API budget of this minute used');
    this.name = 'ITunesBusyError';
  }
}

const allowed = (url: string | undefined, hosts: readonly string[]) =>
  url && isAllowedMediaUrl(url, hosts) ? url : null;

/** SongData of one iTunes track, or null when it has no title. URLs off the allowed hosts are dropped. */
export function itunesTrackToSongData(t: ITunesTrack): SongData | null {
  const name = t.trackName?.trim();
  if (!name) return null;
  const artwork = allowed(t.artworkUrl100, ITUNES_IMAGE_HOSTS);
  const duration =
    t.trackTimeMillis !== undefined && Number.isInteger(t.trackTimeMillis) && t.trackTimeMillis > 0
      ? t.trackTimeMillis
      : null;
  const artist = t.artistName?.trim() || null;
  return {
    id: `${ITUNES_ID_PREFIX}${t.trackId}`,
    videoId: null,
    name: name.slice(0, 300),
    artist: artist?.slice(0, 300) ?? null,
    channelName: artist?.slice(0, 300) ?? null,
    albumName: t.collectionName?.trim().slice(0, 300) || null,
    thumbnail: artwork,
    // Apple's artwork URLs name their size; 600x600bb is the same image larger.
    albumArt: artwork ? artwork.replace(/\/\d+x\d+bb\.(jpg|png)$/, '/600x600bb.$1') : null,
    duration: duration && duration <= MAX_DURATION_MS ? duration : null,
    playable: false,
    isrc: null,
    source: 'itunes',
    previewUrl: t.previewUrl && isAllowedPreviewUrl(t.previewUrl) ? t.previewUrl : null,
    externalUrl: allowed(t.trackViewUrl, SONG_LINK_HOSTS),
  };
}

export interface ITunesOptions {
  /** Default https://itunes.apple.com/; tests point it at a local fake. */
  baseUrl: string;
  /** Two-letter store country (default US, the API's own default). */
  country?: string;
  outbound?: OutboundClient;
  callsPerMinute?: number;
  /** Clock in ms (the per-minute budget). */
  now?: () => number;
}

export interface ITunesClient {
  /** Songs matching `query`, in iTunes' order, at most `limit` (≤ 200). */
  search(query: string, limit: number): Promise<SongData[]>;
  /** One song by its id (`itunes:<trackId>`); null when unknown or not an iTunes id. */
  lookup(id: string): Promise<SongData | null>;
  /** True while the circuit is open (calls fail at once). */
  isOpen(): boolean;
}

export function createITunesClient({
  baseUrl,
  country = 'US',
  outbound = createOutboundClient(),
  callsPerMinute = ITUNES_CALLS_PER_MINUTE,
  now = Date.now,
}: ITunesOptions): ITunesClient {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const calls: number[] = [];

  function takeCall(): void {
    const t = now();
    while (calls.length > 0 && calls[0]! <= t - 60_000) calls.shift();
    if (calls.length >= callsPerMinute) throw new ITunesBusyError();
    calls.push(t);
  }

  async function call(
    resource: 'search' | 'lookup',
    params: Record<string, string>,
  ): Promise<SongData[]> {
    takeCall();
    const url = new URL(resource, base);
    url.search = new URLSearchParams({ ...params, country }).toString();
    let res: Response;
    try {
      res = await outbound.fetch(url, { headers: { accept: 'application/json' } });
    } catch (err) {
      throw new SongProviderError(`iTunes ${resource} request failed`, err);
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new SongProviderError(`iTunes ${resource} answered HTTP ${res.status}`);
    const parsed = answer.safeParse(body);
    if (!parsed.success)
      throw new SongProviderError(
        `iTunes ${resource} answered in an unexpected shape`,
        parsed.error,
      );
    return parsed.data.results.flatMap((r) => {
      const t = track.safeParse(r);
      if (!t.success || (t.data.kind && t.data.kind !== 'song')) return [];
      const song = itunesTrackToSongData(t.data);
      return song ? [song] : [];
    });
  }

  return {
    async search(query, limit) {
      return (
        await call('search', {
          term: query,
          media: 'music',
          entity: 'song',
          limit: String(Math.min(limit, 200)),
        })
      ).slice(0, limit);
    },
    async lookup(id) {
      if (!id.startsWith(ITUNES_ID_PREFIX)) return null;
      const trackId = id.slice(ITUNES_ID_PREFIX.length);
      if (!TRACK_ID.test(trackId)) return null;
      const [song] = await call('lookup', { id: trackId, entity: 'song' });
      return song ?? null;
    },
    isOpen: () => outbound.isOpen(),
  };
}
