/**
 * The shapes the genre detector (detector.ts) reads and returns: the taxonomy and catalogue it is
 * built from, the request and song inputs it tags, its options, and the detection result with the
 * source that produced the genres. Types only, so callers (the service, the demo planner, the
 * evaluation bench) can name them without loading the detector.
 */
export interface TaxonomyGenre {
  id: number;
  name: string;
}
export interface Taxonomy {
  genres: TaxonomyGenre[];
  aliases?: { alias: string; genreId: number }[];
  redirects?: { oldGenreId: number; newGenreId: number }[];
}
/** A catalogue song; `genre` is free text ("Rock", "Dance/Electronic", "Pop|Indie Rock"). */
export interface CatalogueSong {
  title: string;
  artist: string;
  genre: string | null;
}

/** A song as stored on a request or response (spec 000 §3 song data, reduced to what is read). */
export interface SongInput {
  title?: string | null;
  artist?: string | null;
  channel?: string | null;
}
export interface RequestInput {
  type: 'text' | 'gif' | 'slts';
  /** Request text, GIF caption or slts note. */
  content?: string | null;
  /** The GIF's title when known. */
  gifTitle?: string | null;
  /** The slts request's song. */
  song?: SongInput | null;
}

export type DetectionSource =
  'catalogue-song' | 'catalogue-artist' | 'text-genre' | 'text-artist' | 'title-keyword' | 'none';

export interface DetectionResult {
  /** Taxonomy genre ids, most likely first, at most `maxGenres`; empty when nothing was found. */
  genreIds: number[];
  source: DetectionSource;
  /** Genre-like phrases from request text that the taxonomy does not know (for suggested_genres). */
  suggestions: string[];
  /** Catalogue artists recognised in request text (normalised keys). */
  mentionedArtists: string[];
}

export interface DetectorOptions {
  /** Most genres given to one item (default 3). */
  maxGenres?: number;
  /** An artist's genre counts if it has ≥ this share of their top genre's count (default 0.5). */
  artistGenreShare?: number;
}

/** Leave-one-out evaluation: detect as if this catalogue song were absent. */
export interface DetectOptions {
  exclude?: CatalogueSong;
}
