/**
 * The song-metadata reviewer seam: one interface, two implementations: the offline
 * reviewer (rules + title cleaning + the song catalogue; the default, no network) and the LLM
 * reviewer (any OpenAI-compatible chat-completions endpoint, falling back to offline per batch).
 */
import type { ArtistLookup } from './title-cleaner';

/** One response's song data as the reviewer sees it. */
export interface ReviewItem {
  responseId: number;
  /** Video id. */
  songId: string;
  /** Title members see now: the operator's derived title, else the song data's name. */
  title: string | null;
  /** Artist members see now: derived artist, else the song data's artist. */
  artist: string | null;
  /** Uploader channel name from the song data. */
  channel: string | null;
  /** Duration in milliseconds, when known. */
  durationMs: number | null;
  /** Current genre names. */
  genres: string[];
}

/** What the reviewer found about one response. Responses without findings are not returned. */
export interface ReviewFinding {
  responseId: number;
  /** Human-readable issues, e.g. "Title contains packaging: Official Video". */
  issues: string[];
  /** Playlist, full album, hour-long mix or multi-artist upload rather than one song. */
  isCompilation: boolean;
  /** Probably exists only on YouTube (cover, fan upload, live bootleg, unknown uploader). */
  likelyYtOnly: boolean;
  suggestedTitle: string | null;
  suggestedArtist: string | null;
  /** Suggested genre names from the taxonomy (empty when none). */
  suggestedGenres: string[];
}

/** What the catalogue knows, loaded once per scan. */
export interface ReviewCatalogue extends ArtistLookup {
  /** Taxonomy genre names of a known song, else of the artist's songs (most common first). */
  genresFor(artist: string, title: string): string[];
  /** Canonical taxonomy genre name for a free-text genre, or null. */
  taxonomyGenre(name: string): string | null;
}

export interface SongReviewer {
  /** 'offline' or 'llm'; stored on the run. */
  readonly name: 'offline' | 'llm';
  /** Items per call to review(). */
  readonly batchSize: number;
  /** Reviews one batch; never throws for bad data (the LLM reviewer falls back to offline). */
  review(items: ReviewItem[], catalogue: ReviewCatalogue): Promise<ReviewFinding[]>;
}
