/**
 * A song's canonical link on its service (decision 046): what a fediverse reader can open, and
 * what a remote reply must carry to count as an answer (`playableSongLink`).
 */
import type { SongData } from '../../../common/schemas';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** YouTube watch link, else Spotify open link, else the service page (Apple Music); null if none. */
export function canonicalSongLink(song: SongData): string | null {
  const videoId = song.videoId ?? (YOUTUBE_ID.test(song.id) ? song.id : null);
  if (videoId && YOUTUBE_ID.test(videoId))
    return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  const spotify = /^spotify:track:([A-Za-z0-9]{22})$/.exec(song.uri ?? '');
  if (spotify) return `https://open.spotify.com/track/${spotify[1]}`;
  if (song.externalUrl) return song.externalUrl;
  return null;
}

/** A song named in a remote reply: its service and the id that service knows it by. */
export type LinkedSong =
  | { service: 'youtube'; id: string }
  | { service: 'spotify'; id: string }
  | { service: 'apple'; id: string };

/**
 * The first playable song link in `urls`: a YouTube watch, youtu.be or music.youtube link, a
 * Spotify track, or an Apple Music / iTunes song (its `i=` track id, or a `/song/` page). Null
 * when none is playable (a profile, a playlist, another site).
 */
export function playableSongLink(urls: readonly string[]): LinkedSong | null {
  for (const text of urls) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
    if (host === 'youtube.com' || host === 'music.youtube.com') {
      const id = url.pathname === '/watch' ? url.searchParams.get('v') : null;
      if (id && YOUTUBE_ID.test(id)) return { service: 'youtube', id };
    } else if (host === 'youtu.be') {
      const id = url.pathname.slice(1);
      if (YOUTUBE_ID.test(id)) return { service: 'youtube', id };
    } else if (host === 'open.spotify.com') {
      const m = /^(?:\/intl-[a-z-]+)?\/track\/([A-Za-z0-9]{22})$/.exec(url.pathname);
      if (m) return { service: 'spotify', id: m[1]! };
    } else if (host === 'music.apple.com' || host === 'itunes.apple.com') {
      const track = url.searchParams.get('i');
      if (track && /^\d+$/.test(track)) return { service: 'apple', id: track };
      const m = /\/song\/(?:[^/]+\/)?(\d+)$/.exec(url.pathname);
      if (m) return { service: 'apple', id: m[1]! };
    }
  }
  return null;
}
