/**
 * Genre suggestions: genre-like phrases in request text that the taxonomy does not know ("bedroom
 * pop", "yacht rock", "cottagecore"), offered to staff as suggested_genres. A phrase is a modifier
 * before a head word (rock, pop, wave, music…) or one word ending in core/wave/step/gaze; phrases
 * the taxonomy already names, stop words, music words, genre words and catalogue artists are left
 * out. Pure, in memory; the detector (detector.ts) passes what it knows.
 */
import { PhraseMatcher, tokenize } from './text';
import { MUSIC_CONTEXT_WORDS } from './vocabulary';
import { SUGGESTION_STOP_WORDS } from './suggestion-stop-words';

/** What the detector knows that a suggestion must not repeat. */
export interface SuggestionVocabulary {
  /** Taxonomy genre names and aliases. */
  genreMatcher: PhraseMatcher<number>;
  /** Normalised name words of every genre. */
  genreWords: ReadonlySet<string>;
  /** Catalogue artists by normalised key. */
  artists: { has(key: string): boolean };
}

/** Head words a genre-like suggestion may end with ("bedroom pop", "yacht rock", "cottagecore"). */
const SUGGESTION_HEADS = new Set([
  'rock',
  'pop',
  'metal',
  'punk',
  'jazz',
  'folk',
  'rap',
  'hop',
  'core',
  'wave',
  'step',
  'house',
  'techno',
  'soul',
  'funk',
  'country',
  'music',
]);

/** Unknown genre-like phrases: "<modifier> <head>" ("bedroom pop") or one word ending in core/wave/step. */
export function genreSuggestionsIn(text: string, vocabulary: SuggestionVocabulary): string[] {
  const tokens = tokenize(text);
  const known = new Set(
    vocabulary.genreMatcher
      .findAll(tokens)
      .flatMap((m) => (m.end - m.start > 1 ? range(m.start, m.end) : [])),
  );
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    if (known.has(i) || /\d/.test(word) || word.length < 3) continue;
    if (
      /^[a-z]{3,}(core|wave|step|gaze)$/.test(word) &&
      vocabulary.genreMatcher.get(word).length === 0
    ) {
      out.push(word);
      continue;
    }
    const head = tokens[i + 1];
    if (!head || !SUGGESTION_HEADS.has(head) || known.has(i + 1)) continue;
    if (
      SUGGESTION_STOP_WORDS.has(word) ||
      MUSIC_CONTEXT_WORDS.has(word) ||
      vocabulary.genreWords.has(word)
    )
      continue;
    if (vocabulary.artists.has(word)) continue;
    const phrase = head === 'music' ? word : `${word} ${head}`;
    if (vocabulary.genreMatcher.get(phrase).length === 0) out.push(phrase);
  }
  return out;
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}
