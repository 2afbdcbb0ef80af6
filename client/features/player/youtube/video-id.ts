/**
 * Pure helpers about YouTube video ids: which id a song plays, and parsing pasted URLs for the
 * staff song loader (spec 000 §8: a watch, short or embed video URL; also shorts, live and
 * music.youtube.com links). Pasted URLs are only parsed, never fetched (no server-side request to a member's URL).
 */
import type { SongData } from '@common/schemas';
import { isVideoId, videoIdOf } from '../lib/song-sources';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The 11-character video id of a pasted YouTube URL, or null when it is not a video URL.
 * Accepts https://www.youtube.com/watch?v=ID, https://youtu.be/ID, /embed/ID, /shorts/ID, /live/ID,
 * /v/ID, music.youtube.com/watch?v=ID and the nocookie embed host, with or without scheme.
 */
export function parseYouTubeUrl(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    const id = segments[0];
    return isVideoId(id) ? id : null;
  }
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch' && segments.length === 1) {
    const v = url.searchParams.get('v');
    return isVideoId(v) ? v : null;
  }
  const [kind, id] = segments;
  if (kind && ['embed', 'shorts', 'live', 'v', 'e'].includes(kind)) {
    return isVideoId(id) ? id : null;
  }
  return null;
}

/** The page of a video on YouTube, for the "Open on YouTube" link. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** Most videos one anonymous YouTube playlist link takes (`watch_videos`; longer lists are cut). */
export const YOUTUBE_PLAYLIST_MAX = 50;

/**
 * An anonymous YouTube playlist of the songs' videos, in order, each once, at most 50:
 * https://www.youtube.com/watch_videos?video_ids=a,b,c — or null when none has a video. Needs no
 * account and no API call; songs without a video (previews, Spotify-only) are left out.
 */
export function youtubePlaylistUrl(
  songs: Pick<SongData, 'id' | 'videoId' | 'playable'>[],
): { url: string; count: number } | null {
  const ids = [
    ...new Set(songs.map((s) => videoIdOf(s)).filter((id): id is string => id !== null)),
  ].slice(0, YOUTUBE_PLAYLIST_MAX);
  return ids.length === 0
    ? null
    : { url: `https://www.youtube.com/watch_videos?video_ids=${ids.join(',')}`, count: ids.length };
}
