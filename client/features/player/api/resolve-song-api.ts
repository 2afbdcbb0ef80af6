/**
 * Songs without a video id (demo catalogue entries) are looked up through the song search provider
 * (GET /api/youtube/search?query={title artist}) and take the first result that has a video id;
 * with none they are marked not playable before anyone presses play (issue 4, "Beyond the spec").
 */
import { useQueries } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@common/constants';
import type { SongData } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import { songSearchQuery } from '../../../lib/queries/songs';
import { spotifyUriOf } from '../lib/spotify-errors';
import { videoIdOf } from '../lib/video-id';

/** The search text used to find a video for a song: "{title} {artist}" without the fallbacks. */
export function resolveQueryText(song: SongData): string {
  const title = songTitle(song);
  const artist = songArtist(song);
  return [title === 'Unknown Song' ? '' : title, artist === 'Unknown Artist' ? '' : artist].join(' ').trim();
}

/** The song with the video of the first search result that has one, or null. Keeps our title/artist. */
export function pickResolved(song: SongData, results: SongData[]): SongData | null {
  const hit = results.find((r) => videoIdOf(r));
  if (!hit) return null;
  const videoId = videoIdOf(hit)!;
  return { ...song, videoId, playable: true, thumbnail: song.thumbnail ?? hit.thumbnail ?? null };
}

export type ResolvedSong = { status: 'ready'; song: SongData } | { status: 'resolving'; song: SongData } | { status: 'unplayable'; song: SongData };

function searchOptions(text: string) {
  return { ...songSearchQuery(text), staleTime: 30 * 60_000, retry: false };
}

/** Resolves a list of songs to playable ones (songs with a video id resolve at once, no request). */
export function useResolvedSongs(songs: SongData[]): ResolvedSong[] {
  // A Spotify track plays (or is matched to a video) by the player itself (issue 9).
  const needs = songs.map((song) => (videoIdOf(song) || spotifyUriOf(song) ? null : resolveQueryText(song)));
  // One lookup per distinct search text (a list may hold the same song twice).
  const texts = [...new Set(needs.filter((t, i): t is string => t !== null && t.length >= SEARCH_MIN_CHARS && !songs[i]!.previewUrl))];
  const results = useQueries({ queries: texts.map((text) => searchOptions(text)) });
  return songs.map((song, i): ResolvedSong => {
    const text = needs[i];
    if (text === null || text === undefined) return { status: 'ready', song };
    // A song with only a preview (iTunes, decision 028) is not looked up: each lookup is an online
    // search, and a Play All of such answers would spend the server's ~20 iTunes calls a minute.
    // It stays unplayable here until the player has a preview engine.
    if (song.previewUrl) return { status: 'unplayable', song };
    const query = results[texts.indexOf(text)];
    if (!query) return { status: 'unplayable', song };
    if (query.isPending) return { status: 'resolving', song };
    if (query.isError) return { status: 'unplayable', song };
    const resolved = pickResolved(song, query.data?.songs ?? []);
    return resolved ? { status: 'ready', song: resolved } : { status: 'unplayable', song };
  });
}
