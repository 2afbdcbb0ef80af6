/**
 * Online artist resolution for uploads whose title names no artist (karaoke, lyric and
 * multi-artist channels; decision 035). Used only by batch jobs (the quality review scan
 * and `npm run titles:clean -- --online`), never while serving a page.
 *
 * A title is searched in the keyless iTunes Search API and accepted only when the answer is
 * confident: among the results whose normalised title equals the upload's title (feat. credits and
 * bracketed qualifiers ignored), one main artist holds at least two thirds. "Hello" (Adele, Lionel
 * Richie, Evanescence…) is refused; "Scary Monsters and Nice Sprites" (Skrillex only) is accepted.
 *
 * Offline by design: an open circuit, a failed call or the per-minute budget of the iTunes client
 * stops the lookups of this resolver (the title keeps no artist); at most `maxLookups` calls a run.
 */
import {
  type ArtistLookup,
  cleanSongTitle,
  splitFeatured,
  squash,
  type TitleInput,
} from './title-cleaner';

/** Share of the exact-title results the dominant artist must hold (2 of 3). */
export const DOMINANT_ARTIST_SHARE = 2 / 3;
/** Titles shorter than this (normalised) are too generic to search ("Intro", "Up"). */
export const MIN_TITLE_KEY_LENGTH = 4;
/**
 * Searches one run may make: half of Apple's ~20 calls a minute (ITUNES_CALLS_PER_MINUTE), so
 * members' searches sharing the same client keep the other half.
 */
export const DEFAULT_MAX_LOOKUPS = 10;
/** Results asked per search. */
const RESULTS = 25;

/** The part of the iTunes client this needs (server/providers/songs/itunes-provider.ts). */
export interface TitleSearch {
  search(query: string, limit: number): Promise<{ name?: string | null; artist?: string | null }[]>;
  isOpen(): boolean;
}

export interface ResolvedSong {
  artist: string;
  title: string;
}

/** A title with feat. credits and bracketed qualifiers removed, folded for comparison. */
export function titleKey(title: string): string {
  const bare = title
    .replace(/\s*[([{【][^)\]}】]*[)\]}】]/g, ' ')
    .replace(/\s+(?:feat\.?|ft\.?|featuring)\s.*$/i, '')
    .replace(/\s+-\s+.*$/, '');
  return squash(bare);
}

/**
 * The confident match rule: results whose title key equals the wanted title's; accepted when one
 * main artist (feat. credits ignored) holds at least DOMINANT_ARTIST_SHARE of them. Returns that
 * artist as the service spells it and the wanted title, or null.
 */
export function confidentMatch(
  title: string,
  results: { name?: string | null; artist?: string | null }[],
): ResolvedSong | null {
  const want = titleKey(title);
  if (want.length < MIN_TITLE_KEY_LENGTH) return null;
  const counts = new Map<string, { artist: string; n: number }>();
  let matching = 0;
  for (const r of results) {
    if (!r.name || !r.artist || titleKey(r.name) !== want) continue;
    matching++;
    const main = splitFeatured(r.artist).main;
    const entry = counts.get(squash(main)) ?? { artist: main, n: 0 };
    entry.n++;
    counts.set(squash(main), entry);
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  if (!top || top.n < DOMINANT_ARTIST_SHARE * matching) return null;
  return { artist: top.artist, title };
}

export interface TitleResolver {
  /** The confident artist of a title, or null (ambiguous, unknown, offline, budget spent). */
  resolve(title: string): Promise<ResolvedSong | null>;
  /** Searches made so far. */
  readonly lookups: number;
  /** True once a failure, an open circuit or the budget stopped lookups for this run. */
  readonly stopped: boolean;
}

/** A resolver over the iTunes client; one per run (its memo and budget count per run). */
export function createTitleResolver(
  search: TitleSearch,
  maxLookups = DEFAULT_MAX_LOOKUPS,
): TitleResolver {
  const memo = new Map<string, ResolvedSong | null>();
  let lookups = 0;
  let stopped = false;
  return {
    get lookups() {
      return lookups;
    },
    get stopped() {
      return stopped;
    },
    async resolve(title) {
      const key = titleKey(title);
      if (key.length < MIN_TITLE_KEY_LENGTH) return null;
      if (memo.has(key)) return memo.get(key)!;
      if (stopped || lookups >= maxLookups || search.isOpen()) {
        stopped = true;
        return null;
      }
      lookups++;
      try {
        const match = confidentMatch(title, await search.search(title, RESULTS));
        memo.set(key, match);
        return match;
      } catch {
        // Down, slow or over budget: the rest of this run works offline.
        stopped = true;
        return null;
      }
    },
  };
}

/** `lookup` with extra songs found online: `songByTitle` answers the catalogue's first, then those. */
export function withResolvedSongs<T extends ArtistLookup>(
  lookup: T,
  resolved: ReadonlyMap<string, ResolvedSong>,
): T {
  if (resolved.size === 0) return lookup;
  return {
    ...lookup,
    songByTitle: (title: string) =>
      lookup.songByTitle?.(title) ?? resolved.get(titleKey(title)) ?? null,
  };
}

/**
 * Resolves online the uploads that the catalogue leaves without an artist; returns the songs
 * found, keyed by title key, for withResolvedSongs.
 */
export async function resolveMissingArtists(
  inputs: TitleInput[],
  lookup: ArtistLookup,
  resolver: TitleResolver,
): Promise<Map<string, ResolvedSong>> {
  const found = new Map<string, ResolvedSong>();
  for (const input of inputs) {
    if (resolver.stopped) break;
    const cleaned = cleanSongTitle(input, lookup);
    if (cleaned.artist || !cleaned.title || cleaned.compilationWords) continue;
    const song = await resolver.resolve(cleaned.title);
    if (song) found.set(titleKey(cleaned.title), song);
  }
  return found;
}
