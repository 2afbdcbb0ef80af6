/**
 * Tokenising for genre detection: accent- and case-insensitive, punctuation-free words, so every
 * match is word-bounded ("rock" never matches inside "Rocky").
 */
import { foldForSearch } from '../../../../common/text';

/**
 * Folds `value` into a key of words separated by single spaces: accents and case folded, `&` read
 * as "and", possessive "'s" dropped, every other non-alphanumeric a separator.
 * "Radiohead's Kid A" → "radiohead kid a"; "R&B" → "r and b"; "Synth-pop" → "synth pop".
 */
export function normalizeKey(value: string): string {
  return foldForSearch(value)
    .replace(/['’`]s\b/g, '')
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of `normalizeKey(value)`; [] for blank input. */
export function tokenize(value: string): string[] {
  const key = normalizeKey(value);
  return key ? key.split(' ') : [];
}

/** A match of a phrase in a token list: tokens [start, end) and the values registered for it. */
export interface PhraseMatch<T> {
  start: number;
  end: number;
  phrase: string;
  values: T[];
}

/**
 * Finds registered phrases (sequences of words) in token lists: longest match first, left to right,
 * never overlapping. Lookup is a hash probe per start position and length (≤ maxWords), so a text of
 * n words costs O(n · maxWords) whatever the number of phrases.
 */
export class PhraseMatcher<T> {
  private readonly phrases = new Map<string, T[]>();
  private maxWords = 1;

  /** Registers `phrase` (any text; it is normalised) for `value`. Blank phrases are ignored. */
  add(phrase: string, value: T): void {
    const key = normalizeKey(phrase);
    if (!key) return;
    const list = this.phrases.get(key);
    if (list) {
      if (!list.includes(value)) list.push(value);
    } else this.phrases.set(key, [value]);
    this.maxWords = Math.max(this.maxWords, key.split(' ').length);
  }

  /** Values registered for exactly this phrase (normalised), or []. */
  get(phrase: string): T[] {
    return this.phrases.get(normalizeKey(phrase)) ?? [];
  }

  /** Every non-overlapping match in `tokens`, longest first at each position. */
  findAll(tokens: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    let i = 0;
    while (i < tokens.length) {
      let matched: PhraseMatch<T> | null = null;
      for (let len = Math.min(this.maxWords, tokens.length - i); len >= 1; len--) {
        const phrase = tokens.slice(i, i + len).join(' ');
        const values = this.phrases.get(phrase);
        if (values) {
          matched = { start: i, end: i + len, phrase, values };
          break;
        }
      }
      if (matched) {
        found.push(matched);
        i = matched.end;
      } else i++;
    }
    return found;
  }
}
