/**
 * How the demo planner matches request texts to catalogue songs: by the artists a text names, by
 * the genres it names, or by a song's detected genres.
 */
import { foldForSearch } from '../../../common/text';
import type { DemoDetector, DemoSong, DemoText } from './demo-plan-types';

/** Letters and digits only, lower-cased and accent-folded: "Hip-Hop" and "hip hop" both give "hiphop". */
export function compactKey(value: string): string {
  return foldForSearch(value).replace(/[^a-z0-9]/g, '');
}

export interface Matchers {
  /** Catalogue songs by compactKey(artist). */
  artists: Map<string, DemoSong[]>;
  /** Catalogue songs by detected genre id. */
  songsByGenre: Map<number, DemoSong[]>;
  /** Each song's genre ids, by video id. */
  songGenres: Map<string, number[]>;
}

export function buildMatchers(songs: DemoSong[], detector: DemoDetector): Matchers {
  const artists = new Map<string, DemoSong[]>();
  const songsByGenre = new Map<number, DemoSong[]>();
  const songGenres = new Map<string, number[]>();
  for (const song of songs) {
    const key = compactKey(song.artist);
    artists.set(key, [...(artists.get(key) ?? []), song]);
    const ids = detector.genresOfLabel(song.genre);
    songGenres.set(song.videoId, ids);
    for (const id of ids) songsByGenre.set(id, [...(songsByGenre.get(id) ?? []), song]);
  }
  return { artists, songsByGenre, songGenres };
}

/**
 * The catalogue artists a request names (compactKey): its annotated artist entities that occur in
 * the text (some rows of the vendored file carry the previous row's entities), else the artists the
 * detector recognises in the text (its capitalisation rules keep "muse" the word out).
 */
export function artistsNamed(text: DemoText, m: Matchers, detector: DemoDetector): string[] {
  const inText = compactKey(text.text);
  const fromEntities = text.artists
    .map(compactKey)
    .filter((k) => k !== '' && m.artists.has(k) && inText.includes(k));
  if (fromEntities.length > 0) return [...new Set(fromEntities)];
  return [
    ...new Set(
      detector.detectRequest({ type: 'text', content: text.text }).mentionedArtists.map(compactKey),
    ),
  ].filter((k) => m.artists.has(k));
}

/** Taxonomy genres the text names, as the detector reads them ("any good hip hop?" names Hip Hop). */
export function genresNamed(text: string, detector: DemoDetector): number[] {
  const found = detector.detectRequest({ type: 'text', content: text });
  return found.source === 'text-genre' ? found.genreIds : [];
}

/** Trims a request text to `max` characters at a word boundary. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
