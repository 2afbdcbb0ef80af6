/**
 * The song-search port (decision 003). Providers: `catalog` (offline, the local songs table) and
 * `youtube` (YouTube Data API v3). Every result is SongData as stored on requests and responses.
 */
import type { SongData } from '../../../common/schemas';

export interface SongProvider {
  readonly name: 'catalog' | 'youtube';
  /** Songs matching `query` (already trimmed, ≥ 2 characters), best first, at most `limit`. */
  search(query: string, limit: number): Promise<SongData[]>;
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
