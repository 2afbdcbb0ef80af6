/**
 * Songs without a video id (demo catalogue entries) are looked up through the song search provider
 * (GET /api/youtube/search?query={title artist}) and take the first result that has a video id;
 * with none they are marked not playable before anyone presses play ("Beyond the spec").
 * A song with a Spotify uri or a 30-second preview plays as it is: the player picks its
 * source (source-router.ts).
 */
import { useQueries } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@common/constants';
import type { SongData } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import { songSearchQuery } from '../../../lib/queries/songs';
import { previewUrlOf, spotifyUriOf, videoIdOf } from '../lib/song-sources';

/** The search text used to find a video for a song: "{title} {artist}" without the fallbacks. */
export function resolveQueryText(song: SongData): string {
  const title = songTitle(song);
  const artist = songArtist(song);
  return [title === 'Unknown Song' ? '' : title, artist === 'Unknown Artist' ? '' : artist]
    .join(' ')
    .trim();
}

/** The song with the video of the first search result that has one, or null. Keeps our title/artist. */
export function pickResolved(song: SongData, results: SongData[]): SongData | null {
  const hit = results.find((r) => videoIdOf(r));
  if (!hit) return null;
  const videoId = videoIdOf(hit)!;
  return { ...song, videoId, playable: true, thumbnail: song.thumbnail ?? hit.thumbnail ?? null };
}

export type ResolvedSong =
  | { status: 'ready'; song: SongData }
  | { status: 'resolving'; song: SongData }
  | { status: 'unplayable'; song: SongData };

function searchOptions(text: string) {
  return { ...songSearchQuery(text), staleTime: 30 * 60_000, retry: false };
}

/** Resolves a list of songs to playable ones (songs with a video id resolve at once, no request). */
export function useResolvedSongs(songs: SongData[]): ResolvedSong[] {
  // A Spotify track plays (or is matched to a video) by the player itself, and a song
  // with a preview plays it: neither is looked up. A lookup would be an online search, and
  // a Play All of iTunes answers would spend the server's ~20 iTunes calls a minute (decision 028).
  const needs = songs.map((song) =>
    videoIdOf(song) || spotifyUriOf(song) || previewUrlOf(song) ? null : resolveQueryText(song),
  );
  // One lookup per distinct search text (a list may hold the same song twice).
  const texts = [
    ...new Set(needs.filter((t): t is string => t !== null && t.length >= SEARCH_MIN_CHARS)),
  ];
  const results = useQueries({ queries: texts.map((text) => searchOptions(text)) });
  return songs.map((song, i): ResolvedSong => {
    const text = needs[i];
    if (text === null || text === undefined) return { status: 'ready', song };
    const query = results[texts.indexOf(text)];
    if (!query) return { status: 'unplayable', song };
    if (query.isPending) return { status: 'resolving', song };
    if (query.isError) return { status: 'unplayable', song };
    const resolved = pickResolved(song, query.data?.songs ?? []);
    return resolved ? { status: 'ready', song: resolved } : { status: 'unplayable', song };
  });
}
