/**
 * The song-search port (decision 003). Providers: `catalog` (offline, the local songs table),
 * `youtube` (YouTube Data API v3) and `auto` (the catalogue, then the iTunes Search API, then
 * YouTube with a key; decision 028). Every result is SongData as stored on requests and responses.
 */
import type { SongData } from '../../../common/schemas';

/**
 * Why a search answered without its online results (decision 028): the member used the day's
 * online searches, or the online provider is down, slow or busy. The route sends it as the
 * `x-song-search-notice` header, so the answer stays the spec's list of songs.
 */
export type SongSearchNotice = 'online_limited' | 'online_unavailable';

export interface SongSearchAnswer {
  songs: SongData[];
  notice: SongSearchNotice | null;
}

export interface SongSearchContext {
  /** Counts one online search against the member's budget; false when it is used up. Asked only on a cache miss. */
  takeOnlineSearch?: () => Promise<boolean>;
}

export interface SongProvider {
  readonly name: 'catalog' | 'youtube' | 'auto';
  /** Songs matching `query` (already trimmed, ≥ 2 characters), best first, at most `limit`. */
  search(query: string, limit: number): Promise<SongData[]>;
  /** The same search with the member's online budget, saying why online results are missing (providers with online steps). */
  answer?(query: string, limit: number, context: SongSearchContext): Promise<SongSearchAnswer>;
  /** One song by its id (a YouTube video id, or `cat-<n>` for catalogue songs without one); null if unknown. */
  getVideo(videoId: string): Promise<SongData | null>;
}

/** A provider failed (network, quota, bad answer); routes turn it into 502 with the spec's message. */
export class SongProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'SongProviderError';
  }
}

/** Thumbnail URL of a YouTube video (the medium 320×180 image). */
export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;
}
