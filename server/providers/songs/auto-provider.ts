/**
 * `SONG_PROVIDER=auto` (decision 028): the local catalogue first, then the iTunes Search
 * API (no key), then YouTube when a key is set. Never a dead end: the catalogue answers whatever
 * the online steps do.
 *
 * - iTunes answers are cached in `song_search_cache` (provider `itunes`) per normalised query for
 *   24 h, shared by all members and instances; a cached query costs no call and no budget.
 * - A cache miss takes one online search from the member's budget (`takeOnlineSearch`); when it is
 *   used up the answer is the catalogue's with notice `online_limited`.
 * - Each online call runs behind the outbound client's timeout and circuit breaker; the search waits
 *   at most `waitMs` for it and then answers from the catalogue (`online_unavailable`), while the
 *   call may still finish and fill the cache. An open circuit skips the call at once, so offline the
 *   catalogue answers immediately.
 * - YouTube (quota: ~100 searches a day per key) is asked only when the catalogue and iTunes
 *   together found fewer than YOUTUBE_FALLBACK_BELOW songs.
 */
import { SONG_SEARCH_CACHE_TTL_MS } from '../../../common/constants';
import type { SongData } from '../../../common/schemas';
import { foldForSearch } from '../../../common/text';
import type { Database } from '../../db/client';
import { ITUNES_ID_PREFIX, ITUNES_SEARCH_RESULTS, type ITunesClient } from './itunes-provider';
import { fetchIntoCache, normaliseQuery, readCachedSearch } from './song-search-cache';
import type {
  SongProvider,
  SongSearchAnswer,
  SongSearchContext,
  SongSearchNotice,
} from './song-provider';

/** How long a search waits for an online answer before answering from the catalogue alone. */
export const ONLINE_SEARCH_WAIT_MS = 2500;
/** YouTube is asked only when fewer songs than this were found without it (its quota is small). */
export const YOUTUBE_FALLBACK_BELOW = 5;

export interface AutoProviderOptions {
  db: Database;
  catalog: SongProvider;
  itunes: ITunesClient;
  /** The YouTube provider when YOUTUBE_API_KEY is set. */
  youtube?: SongProvider;
  waitMs?: number;
  now?: () => number;
  /** Where failures of an online step are reported (the app's logger); silent by default. */
  onError?: (step: string, err: unknown) => void;
}

/** Counters of one provider's life, for the report and the tests (in process, not persisted). */
export interface AutoProviderStats {
  searches: number;
  /** iTunes answers served from song_search_cache. */
  cacheHits: number;
  /** iTunes calls made (cache misses within the member's budget and a closed circuit). */
  onlineCalls: number;
  onlineFailures: number;
  /** Searches answered without online results because the circuit was open. */
  skippedOpenCircuit: number;
  limited: number;
}

export interface AutoProvider extends SongProvider {
  readonly name: 'auto';
  answer(query: string, limit: number, context?: SongSearchContext): Promise<SongSearchAnswer>;
  stats(): AutoProviderStats;
}

const songKey = (s: SongData) => `${foldForSearch(s.artist ?? '')}|${foldForSearch(s.name ?? '')}`;

/**
 * Catalogue songs first (they play in the embedded player), but at most half the list while online
 * songs wait, so a query the catalogue matches loosely still shows the online exact match; the same
 * (artist, title) once, the catalogue's copy kept.
 */
export function mergeSongs(catalog: SongData[], online: SongData[], limit: number): SongData[] {
  const lead = online.length > 0 ? Math.ceil(limit / 2) : limit;
  const seen = new Set<string>();
  const out: SongData[] = [];
  for (const song of [...catalog.slice(0, lead), ...online, ...catalog.slice(lead)]) {
    const key = songKey(song);
    if (seen.has(key) || seen.has(song.id)) continue;
    seen.add(key);
    seen.add(song.id);
    out.push(song);
    if (out.length === limit) break;
  }
  return out;
}

const TIMED_OUT = Symbol('timed out');

/** `promise`'s value, or TIMED_OUT after `waitMs` ms (the promise itself runs on). */
async function withinWait<T>(promise: Promise<T>, waitMs: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), waitMs);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

type Settings = Required<Omit<AutoProviderOptions, 'youtube'>> &
  Pick<AutoProviderOptions, 'youtube'>;

/** One provider's searches: its settings, counters and the iTunes calls in flight by query key. */
class AutoSearch {
  readonly #options: Settings;
  readonly #stats: AutoProviderStats = {
    searches: 0,
    cacheHits: 0,
    onlineCalls: 0,
    onlineFailures: 0,
    skippedOpenCircuit: 0,
    limited: 0,
  };
  readonly #inFlight = new Map<string, Promise<SongData[]>>();

  constructor(options: Settings) {
    this.#options = options;
  }

  /** A copy of the counters. */
  stats(): AutoProviderStats {
    return { ...this.#stats };
  }

  /** A member's search: catalogue and iTunes together, then YouTube when they found too little. */
  async answer(
    query: string,
    limit: number,
    context: SongSearchContext,
  ): Promise<SongSearchAnswer> {
    const { catalog, youtube } = this.#options;
    this.#stats.searches++;
    // One budget decision per search, taken only when an online call is really needed.
    let granted: Promise<boolean> | undefined;
    const budget = () =>
      (granted ??= context.takeOnlineSearch ? context.takeOnlineSearch() : Promise.resolve(true));
    const [fromCatalog, fromITunes] = await Promise.all([
      catalog.search(query, limit),
      this.#searchOnline(query, budget),
    ]);
    let songs = mergeSongs(fromCatalog, fromITunes.songs, limit);
    let notice = fromITunes.notice;
    if (
      youtube &&
      songs.length < YOUTUBE_FALLBACK_BELOW &&
      notice !== 'online_limited' &&
      (await budget())
    )
      songs = await this.#withYouTube(youtube, query, limit, songs);
    if (notice === 'online_unavailable' && youtube && songs.length > fromCatalog.length)
      notice = null;
    return { songs, notice };
  }

  /** iTunes' songs for `query` (one call shared by identical searches in flight), written to the cache. */
  #fetchITunes(query: string, key: string): Promise<SongData[]> {
    const { db, itunes, now, onError } = this.#options;
    const calling = !this.#inFlight.has(key);
    const pending = fetchIntoCache(db, 'itunes', key, {
      inFlight: this.#inFlight,
      now,
      fetch: () => itunes.search(query, ITUNES_SEARCH_RESULTS),
    });
    if (calling) {
      this.#stats.onlineCalls++;
      // A search that stopped waiting must not leave an unhandled rejection behind.
      pending.catch((err: unknown) => {
        this.#stats.onlineFailures++;
        onError('itunes', err);
      });
    }
    return pending;
  }

  /** The online step: cached songs, or a call within the budget and the wait; never throws. */
  async #searchOnline(
    query: string,
    budget: () => Promise<boolean>,
  ): Promise<{ songs: SongData[]; notice: SongSearchNotice | null }> {
    const { db, itunes, now, waitMs } = this.#options;
    const key = normaliseQuery(query);
    const since = new Date(now() - SONG_SEARCH_CACHE_TTL_MS);
    const cached = await readCachedSearch(db, 'itunes', key, since);
    if (cached) {
      this.#stats.cacheHits++;
      return { songs: cached, notice: null };
    }
    if (itunes.isOpen()) {
      this.#stats.skippedOpenCircuit++;
      return { songs: [], notice: 'online_unavailable' };
    }
    if (!(await budget())) {
      this.#stats.limited++;
      return { songs: [], notice: 'online_limited' };
    }
    try {
      const songs = await withinWait(this.#fetchITunes(query, key), waitMs);
      return songs === TIMED_OUT
        ? { songs: [], notice: 'online_unavailable' }
        : { songs, notice: null };
    } catch {
      return { songs: [], notice: 'online_unavailable' };
    }
  }

  /** `songs` with YouTube's answer merged in, when it arrives within the wait; `songs` otherwise. */
  async #withYouTube(
    youtube: SongProvider,
    query: string,
    limit: number,
    songs: SongData[],
  ): Promise<SongData[]> {
    try {
      const call = youtube.search(query, limit);
      call.catch((err: unknown) => this.#options.onError('youtube', err));
      const fromYouTube = await withinWait(call, this.#options.waitMs);
      return fromYouTube === TIMED_OUT ? songs : mergeSongs(songs, fromYouTube, limit);
    } catch {
      return songs; // reported by the catch above; the answer keeps what the other steps found
    }
  }
}

/** The `auto` song provider over `options` (see the module comment for the order of the steps). */
export function createAutoProvider(options: AutoProviderOptions): AutoProvider {
  const settings: Settings = {
    ...options,
    waitMs: options.waitMs ?? ONLINE_SEARCH_WAIT_MS,
    now: options.now ?? Date.now,
    onError: options.onError ?? (() => {}),
  };
  const searches = new AutoSearch(settings);
  const { catalog, itunes, youtube, onError } = settings;
  return {
    name: 'auto',
    answer: (query, limit, context = {}) => searches.answer(query, limit, context),
    /**
     * The steps that give videos only (the catalogue, then YouTube with a key), for server-side
     * lookups that need a video (Spotify's cross-source match): iTunes answers have none, and
     * asking it would spend its ~20 calls a minute for nothing.
     */
    async search(query, limit) {
      const fromCatalog = await catalog.search(query, limit);
      if (!youtube || fromCatalog.length >= YOUTUBE_FALLBACK_BELOW) return fromCatalog;
      try {
        return mergeSongs(fromCatalog, await youtube.search(query, limit), limit);
      } catch (err) {
        onError('youtube', err);
        return fromCatalog;
      }
    },
    async getVideo(videoId) {
      if (videoId.startsWith(ITUNES_ID_PREFIX)) return itunes.lookup(videoId);
      const song = await catalog.getVideo(videoId);
      return song ?? (youtube ? youtube.getVideo(videoId) : null);
    },
    stats: () => searches.stats(),
  };
}
