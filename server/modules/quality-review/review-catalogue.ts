/**
 * The reviewer's view of the song catalogue (songs table) and the genre taxonomy, built once per
 * scan: known artists and titles (canonical spelling), and taxonomy genres per song and per artist.
 */
import { foldForSearch } from '../../../common/text';
import type { ReviewCatalogue } from './reviewer';
import { catalogueLookup, splitFeatured } from './title-cleaner';

const key = (s: string) => foldForSearch(s).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Builds a ReviewCatalogue. `songs` carry a free-text genre ("Rock", "Hip-Hop|Pop"); only genres
 * that name a taxonomy genre (accent- and case-insensitive) are suggested.
 */
export function buildReviewCatalogue(
  songs: { artist: string; title: string; genre: string | null }[],
  taxonomy: string[],
): ReviewCatalogue {
  const lookup = catalogueLookup(songs);
  const byKey = new Map(taxonomy.map((name) => [key(name), name]));
  const taxonomyGenre = (name: string) => byKey.get(key(name)) ?? null;
  const songGenres = new Map<string, string[]>();
  const artistGenres = new Map<string, Map<string, number>>();
  for (const s of songs) {
    const names = (s.genre ?? '')
      .split(/[|,;/]/)
      .map((g) => taxonomyGenre(g.trim()))
      .filter((g): g is string => g !== null);
    if (names.length === 0) continue;
    const artist = key(splitFeatured(s.artist).main);
    songGenres.set(`${artist}|${key(s.title)}`, [...new Set(names)]);
    const counts = artistGenres.get(artist) ?? new Map<string, number>();
    for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
    artistGenres.set(artist, counts);
  }
  return {
    ...lookup,
    taxonomyGenre,
    genresFor(artist, title) {
      const a = key(splitFeatured(artist).main);
      const exact = songGenres.get(`${a}|${key(title)}`);
      if (exact) return exact;
      const counts = artistGenres.get(a);
      if (!counts) return [];
      return [...counts.entries()]
        .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
        .slice(0, 2)
        .map(([name]) => name);
    },
  };
}
