/**
 * Cross-source song identity: is a track on one source (YouTube, Spotify) the same
 * recording as a song from the other? ISRC equality decides where both know it; otherwise a
 * similarity of title and artist, each compared as sets of character bigrams (Sørensen–Dice
 * coefficient) after removing packaging such as "(Remastered 2011)", "- Live", "feat. …".
 */
import { foldForSearch } from './text';

/** Removes version/packaging words that differ between sources but not between recordings. */
export function normaliseTitle(title: string): string {
  return foldForSearch(title)
    .replace(
      /[([][^)\]]*(remaster|version|edit|mono|stereo|official|video|audio|lyric|hd|4k|explicit|single)[^)\]]*[)\]]/g,
      ' ',
    )
    .replace(/\s[-–—]\s.*(remaster|version|edit|mono|stereo|mix).*$/g, ' ')
    .replace(/\b(feat|ft|featuring)\.?\s.*$/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Folds an artist credit: "The Beatles" ≈ "Beatles", "&" ≈ "and", feat. parts dropped. */
export function normaliseArtist(artist: string): string {
  return foldForSearch(artist)
    .replace(/\b(feat|ft|featuring)\.?\s.*$/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\bthe\b/g, ' ')
    .replace(/\s*-\s*topic$|vevo$/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const compact = text.replace(/ /g, '');
  const grams = new Map<string, number>();
  for (let i = 0; i < compact.length - 1; i++) {
    const gram = compact.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Sørensen–Dice coefficient of two strings' bigram multisets, 0–1 (1 = same; equal short strings = 1). */
export function diceSimilarity(a: string, b: string): number {
  if (a === b) return a.length > 0 ? 1 : 0;
  const x = bigrams(a);
  const y = bigrams(b);
  let total = 0;
  for (const n of x.values()) total += n;
  for (const n of y.values()) total += n;
  if (total === 0) return 0;
  let shared = 0;
  for (const [gram, n] of x) shared += Math.min(n, y.get(gram) ?? 0);
  return (2 * shared) / total;
}

export interface SongIdentity {
  title: string;
  artist: string;
  isrc?: string | null;
}

/**
 * How similar two songs are, 0–1: 1 for equal ISRCs, 0 for different ISRCs, else
 * 0.6 × title similarity + 0.4 × artist similarity (the title matters more: artists are credited
 * differently across sources). An empty artist on either side weighs the title only.
 */
export function songSimilarity(a: SongIdentity, b: SongIdentity): number {
  if (a.isrc && b.isrc) return a.isrc.toUpperCase() === b.isrc.toUpperCase() ? 1 : 0;
  const title = diceSimilarity(normaliseTitle(a.title), normaliseTitle(b.title));
  const artistA = normaliseArtist(a.artist);
  const artistB = normaliseArtist(b.artist);
  if (!artistA || !artistB) return title;
  // A credit that contains the other ("Queen" in "Queen, David Bowie") counts as the same artist.
  const artist =
    artistA.includes(artistB) || artistB.includes(artistA) ? 1 : diceSimilarity(artistA, artistB);
  return 0.6 * title + 0.4 * artist;
}

/** The candidate most similar to `song` with a score ≥ `threshold`, or null. Ties keep the earlier (better ranked) one. */
export function bestMatch<T>(
  song: SongIdentity,
  candidates: T[],
  identity: (c: T) => SongIdentity,
  threshold: number,
): { item: T; score: number } | null {
  let best: { item: T; score: number } | null = null;
  for (const item of candidates) {
    const score = songSimilarity(song, identity(item));
    if (score >= threshold && (!best || score > best.score)) best = { item, score };
  }
  return best;
}
