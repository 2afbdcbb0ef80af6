/**
 * Which sources a song can play from (a YouTube video id, a Spotify track uri, a preview URL):
 * pure and tiny, so the feed's play buttons can decide what is playable without loading the
 * engines, URL parsers or error texts that live beside them (decision 042). The engines' modules
 * (video-id.ts, spotify-errors.ts, audio-preview-player.ts) re-export these.
 */
import type { SongData } from '@common/schemas';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** True for an 11-character YouTube video id. */
export function isVideoId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VIDEO_ID.test(value);
}

/**
 * The YouTube video id a song plays, or null: `videoId` when set, else an `id` that is itself a
 * video id (older song data), never for songs marked `playable: false`.
 */
export function videoIdOf(
  song: Pick<SongData, 'id' | 'videoId' | 'playable'> | null | undefined,
): string | null {
  if (!song) return null;
  if (isVideoId(song.videoId)) return song.videoId;
  if (song.playable === false || song.videoId === null) return null;
  return isVideoId(song.id) ? song.id : null;
}

/** The Spotify track uri a song plays (`spotify:track:<22 base-62>`), or null. */
export function spotifyUriOf(song: Pick<SongData, 'uri'> | null | undefined): string | null {
  const uri = song?.uri;
  return typeof uri === 'string' && /^spotify:track:[A-Za-z0-9]{22}$/.test(uri) ? uri : null;
}

/** The preview URL a song plays, or null. The server accepts only allowed preview hosts. */
export function previewUrlOf(song: Pick<SongData, 'previewUrl'> | null | undefined): string | null {
  const url = song?.previewUrl;
  return typeof url === 'string' && url.length > 0 ? url : null;
}
