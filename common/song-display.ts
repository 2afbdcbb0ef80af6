/**
 * Display rules for song data (spec 000 §3 "Song data"): title falls back to name, derivedTitle,
 * then "Unknown Song"; artist to artist, derivedArtist, channelName, then "Unknown Artist".
 */
import type { SongData } from './schemas';

export function songTitle(song: Partial<SongData> | null | undefined): string {
  return song?.name?.trim() || song?.derivedTitle?.trim() || 'Unknown Song';
}

export function songArtist(song: Partial<SongData> | null | undefined): string {
  return (
    song?.artist?.trim() ||
    song?.derivedArtist?.trim() ||
    song?.channelName?.trim() ||
    song?.channel?.trim() ||
    'Unknown Artist'
  );
}
