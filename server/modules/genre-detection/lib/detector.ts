/**
 * The genre detector: pure, in memory, no I/O. Built from the taxonomy (genres, genre_aliases,
 * genre_redirects) and the song catalogue, it tags a request or a response with taxonomy genre ids.
 *
 * Sources, in order of trust; the first that yields genres wins:
 *  1. catalogue: a known song → its genres; else a known artist → the genres of their songs;
 *  2. genre names and aliases in the text (accent- and case-insensitive, word-bounded);
 *  3. artists mentioned in request text ("songs like Radiohead's Kid A" → Radiohead's genres);
 *  4. title keywords ("Nocturne Op. 9" → Classical).
 * Nothing found → `genreIds` is empty and `source` 'none': the caller tags `__no_genre_detected__`.
 * Its input and result shapes are in detector-types.ts, genre suggestions in genre-suggestions.ts.
 */
import { HIDDEN_GENRE_PREFIX } from '../../../../common/constants';
import { normalizeKey, PhraseMatcher, tokenize } from './text';
import { artistCandidates, songReadings, stripPackaging } from './song-title';
import {
  AMBIGUOUS_WORDS,
  BUILT_IN_ALIASES,
  MUSIC_CONTEXT_WORDS,
  TITLE_KEYWORDS,
} from './vocabulary';
import { SUGGESTION_STOP_WORDS } from './suggestion-stop-words';
import type {
  CatalogueSong,
  DetectionResult,
  DetectOptions,
  DetectorOptions,
  RequestInput,
  SongInput,
  Taxonomy,
} from './detector-types';
import { standsAloneCapitalised } from './artist-mentions';
import { genreSuggestionsIn, type SuggestionVocabulary } from './genre-suggestions';

/** Words before a genre that exclude it. */
const NEGATIONS = new Set(['non', 'no', 'not', 'without', 'except', 'nor']);

const EMPTY: DetectionResult = {
  genreIds: [],
  source: 'none',
  suggestions: [],
  mentionedArtists: [],
};

export class GenreDetector {
  private readonly genreMatcher = new PhraseMatcher<number>();
  private readonly keywordMatcher = new PhraseMatcher<number>();
  private readonly artistMatcher = new PhraseMatcher<string>();
  private readonly redirect = new Map<number, number>();
  private readonly songGenres = new Map<string, number[]>();
  private readonly artistGenres = new Map<string, Map<number, number>>();
  /** Normalised name words of every genre, so "X music" with a known X is not a suggestion. */
  private readonly genreWords = new Set<string>();
  private readonly maxGenres: number;
  private readonly artistGenreShare: number;

  constructor(taxonomy: Taxonomy, songs: Iterable<CatalogueSong>, options: DetectorOptions = {}) {
    this.maxGenres = options.maxGenres ?? 3;
    this.artistGenreShare = options.artistGenreShare ?? 0.5;
    const visible = taxonomy.genres.filter((g) => !g.name.startsWith(HIDDEN_GENRE_PREFIX));
    const idByKey = new Map<string, number>();
    for (const r of taxonomy.redirects ?? []) this.redirect.set(r.oldGenreId, r.newGenreId);
    for (const g of visible) {
      const key = normalizeKey(g.name);
      idByKey.set(key, g.id);
      this.genreMatcher.add(key, g.id);
      // "Synth-pop" is also written "synthpop", "Hip Hop" "hiphop".
      if (key.includes(' ')) this.genreMatcher.add(key.replace(/ /g, ''), g.id);
      for (const word of key.split(' ')) this.genreWords.add(word);
    }
    const visibleIds = new Set(visible.map((g) => g.id));
    for (const a of taxonomy.aliases ?? [])
      if (visibleIds.has(a.genreId)) this.genreMatcher.add(a.alias, a.genreId);
    for (const [alias, names] of Object.entries(BUILT_IN_ALIASES)) {
      for (const name of names) {
        const id = idByKey.get(normalizeKey(name));
        if (id !== undefined) this.genreMatcher.add(alias, id);
      }
    }
    for (const [keyword, names] of Object.entries(TITLE_KEYWORDS)) {
      for (const name of names) {
        const id = idByKey.get(normalizeKey(name));
        if (id !== undefined) this.keywordMatcher.add(keyword, id);
      }
    }
    for (const song of songs) this.addSong(song);
  }

  private addSong(song: CatalogueSong) {
    const ids = this.genresOfLabel(song.genre);
    if (ids.length === 0) return;
    const artist = normalizeKey(song.artist);
    const title = normalizeKey(stripPackaging(song.title));
    if (!artist || !title) return;
    this.songGenres.set(`${artist}|${title}`, ids);
    let counts = this.artistGenres.get(artist);
    if (!counts) {
      counts = new Map();
      this.artistGenres.set(artist, counts);
      this.artistMatcher.add(artist, artist);
    }
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }

  /** True when `artistKey` (normalised) is a catalogue artist with at least one genre. */
  genresOfArtistKnown(artistKey: string): boolean {
    return this.artistGenres.has(artistKey);
  }

  /** Number of catalogue artists with at least one genre. */
  get artistCount(): number {
    return this.artistGenres.size;
  }

  /** Maps a free-text genre label ("Dance/Electronic", "Rap/Hip Hop") to taxonomy ids. */
  genresOfLabel(label: string | null | undefined): number[] {
    if (!label) return [];
    const ids: number[] = [];
    for (const part of label.split(/[|/;,]/)) {
      const whole = this.genreMatcher.get(part);
      const found =
        whole.length > 0
          ? whole
          : this.genreMatcher.findAll(tokenize(part)).flatMap((m) => m.values);
      for (const id of found) this.pushId(ids, id, Number.POSITIVE_INFINITY);
    }
    return ids;
  }

  /** Tags a response's song. */
  detectSong(song: SongInput, options: DetectOptions = {}): DetectionResult {
    const fromCatalogue = this.fromCatalogue(song, options.exclude);
    if (fromCatalogue) return fromCatalogue;
    const title = song.title ?? '';
    const inTitle = this.genresInText(title, false);
    if (inTitle.length > 0) return { ...EMPTY, genreIds: inTitle, source: 'text-genre' };
    const keywords = this.titleKeywords(title);
    if (keywords.length > 0) return { ...EMPTY, genreIds: keywords, source: 'title-keyword' };
    return EMPTY;
  }

  /** Tags a request from its text, GIF title and (slts) song. */
  detectRequest(request: RequestInput, options: DetectOptions = {}): DetectionResult {
    const texts = [request.content, request.gifTitle].filter(
      (t): t is string => !!t && t.trim() !== '',
    );
    const suggestions = [
      ...new Set(texts.flatMap((t) => genreSuggestionsIn(t, this.suggestionVocabulary()))),
    ];
    const mentionedArtists = [...new Set(texts.flatMap((t) => this.artistsIn(t, options.exclude)))];
    const base = { suggestions, mentionedArtists };

    if (request.song) {
      const fromCatalogue = this.fromCatalogue(request.song, options.exclude);
      if (fromCatalogue) return { ...fromCatalogue, ...base };
    }
    const inText = this.limit(texts.flatMap((t) => this.genresInText(t, true)));
    if (inText.length > 0) return { ...base, genreIds: inText, source: 'text-genre' };
    if (mentionedArtists.length > 0) {
      const ids = this.limit(
        mentionedArtists.flatMap((a) => this.artistTopGenres(a, options.exclude)),
      );
      if (ids.length > 0) return { ...base, genreIds: ids, source: 'text-artist' };
    }
    const titles = [request.song?.title, request.gifTitle].filter((t): t is string => !!t);
    const fromTitles = this.limit(
      titles.flatMap((t) => [...this.genresInText(t, false), ...this.titleKeywords(t)]),
    );
    if (fromTitles.length > 0) return { ...base, genreIds: fromTitles, source: 'title-keyword' };
    return { ...EMPTY, ...base };
  }

  private fromCatalogue(song: SongInput, exclude?: CatalogueSong): DetectionResult | null {
    const title = song.title ?? '';
    const excludedKey = exclude
      ? `${normalizeKey(exclude.artist)}|${normalizeKey(stripPackaging(exclude.title))}`
      : null;
    for (const reading of songReadings(title, song.artist, song.channel)) {
      const key = `${reading.artist}|${reading.title}`;
      if (key === excludedKey) continue;
      const ids = this.songGenres.get(key);
      if (ids) return { ...EMPTY, genreIds: this.limit(ids), source: 'catalogue-song' };
    }
    for (const artist of artistCandidates(title, song.artist, song.channel)) {
      const ids = this.artistTopGenres(artist, exclude);
      if (ids.length > 0) return { ...EMPTY, genreIds: ids, source: 'catalogue-artist' };
    }
    return null;
  }

  /** An artist's most frequent catalogue genres: the top one and those with ≥ artistGenreShare of its count. */
  private artistTopGenres(artistKey: string, exclude?: CatalogueSong): number[] {
    const counts = this.artistGenres.get(artistKey);
    if (!counts) return [];
    const adjusted = new Map(counts);
    if (exclude && normalizeKey(exclude.artist) === artistKey) {
      for (const id of this.genresOfLabel(exclude.genre))
        adjusted.set(id, (adjusted.get(id) ?? 0) - 1);
    }
    const ranked = [...adjusted.entries()]
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    if (ranked.length === 0) return [];
    const top = ranked[0]![1];
    return this.limit(ranked.filter(([, n]) => n >= top * this.artistGenreShare).map(([id]) => id));
  }

  /**
   * Genre names and aliases in `text`. With `freeText`, an everyday word that is also a genre
   * ("house", "soul") counts only next to a music word or another genre; in titles it never counts.
   */
  private genresInText(text: string, freeText: boolean): number[] {
    const tokens = tokenize(text);
    const matches = this.genreMatcher.findAll(tokens);
    const ids: number[] = [];
    for (const m of matches) {
      // "without the dubstep", "non-ambient": a genre named to exclude it.
      if (NEGATIONS.has(tokens[m.start - 1] ?? '') || NEGATIONS.has(tokens[m.start - 2] ?? ''))
        continue;
      const ambiguous = m.end - m.start === 1 && AMBIGUOUS_WORDS.has(m.phrase);
      if (ambiguous) {
        if (!freeText) continue;
        const nearMusicWord = tokens
          .slice(Math.max(0, m.start - 1), m.end + 2)
          .some((t) => MUSIC_CONTEXT_WORDS.has(t));
        const nearGenre = matches.some(
          (o) => o !== m && (Math.abs(o.start - m.end) <= 2 || Math.abs(m.start - o.end) <= 2),
        );
        if (!nearMusicWord && !nearGenre) continue;
      }
      for (const id of m.values) this.pushId(ids, id, this.maxGenres);
    }
    return ids;
  }

  private titleKeywords(title: string): number[] {
    const ids: number[] = [];
    for (const m of this.keywordMatcher.findAll(tokenize(title)))
      for (const id of m.values) this.pushId(ids, id, this.maxGenres);
    return ids;
  }

  /**
   * Catalogue artists named in free text. Multi-word names match in any case; a one-word name
   * ("Queen", "Muse", "Air") only when capitalised and standing alone, so "air" or "muse" as words,
   * a title-cased sentence start or a longer name ("Prom Queen") do not.
   */
  private artistsIn(text: string, exclude?: CatalogueSong): string[] {
    const found: string[] = [];
    for (const m of this.artistMatcher.findAll(tokenize(text))) {
      const artist = m.values[0]!;
      if (m.end - m.start === 1 && !standsAloneCapitalised(text, artist)) continue;
      if (
        m.end - m.start === 1 &&
        (this.genreWords.has(artist) || SUGGESTION_STOP_WORDS.has(artist))
      )
        continue;
      if (this.artistTopGenres(artist, exclude).length === 0) continue;
      if (!found.includes(artist)) found.push(artist);
    }
    return found;
  }

  /** What genre suggestions must not repeat: known genres, their words and catalogue artists. */
  private suggestionVocabulary(): SuggestionVocabulary {
    return {
      genreMatcher: this.genreMatcher,
      genreWords: this.genreWords,
      artists: this.artistGenres,
    };
  }

  private pushId(ids: number[], id: number, max: number) {
    let resolved = id;
    for (let hops = 0; hops < 5 && this.redirect.has(resolved); hops++)
      resolved = this.redirect.get(resolved)!;
    if (ids.length < max && !ids.includes(resolved)) ids.push(resolved);
  }

  private limit(ids: number[]): number[] {
    const out: number[] = [];
    for (const id of ids) this.pushId(out, id, this.maxGenres);
    return out;
  }
}
