/**
 * One result list from several searches: the song search's answer first (catalogue,
 * iTunes, YouTube, already merged by the server), then Spotify's tracks that are not the same song
 * again. Two songs are the same when their title and artist fold to the same text (accents, case and
 * spacing ignored); the first one kept is the one that plays without an account.
 */
import type { SongData } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import { foldForSearch } from '@common/text';

const identity = (song: SongData) =>
  `${foldForSearch(songTitle(song))}\u0000${foldForSearch(songArtist(song))}`;

/** `primary` in its order, then each of `extra` whose id and (title, artist) are not in the list yet. */
export function mergeResults(primary: SongData[], extra: SongData[]): SongData[] {
  if (extra.length === 0) return primary;
  const ids = new Set(primary.map((s) => s.id));
  const seen = new Set(primary.map(identity));
  const merged = [...primary];
  for (const song of extra) {
    const key = identity(song);
    if (ids.has(song.id) || seen.has(key)) continue;
    ids.add(song.id);
    seen.add(key);
    merged.push(song);
  }
  return merged;
}
