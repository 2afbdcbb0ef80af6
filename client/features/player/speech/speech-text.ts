/**
 * What the speech queue says, prepared: text split into short chunks (Chrome silently stops an
 * utterance after about 15 s) at sentence ends that are real ones, and the voice for a language.
 */

/** Longest chunk in characters (Chrome's ~15 s limit is ~200 characters of speech). */
export const MAX_CHUNK_LENGTH = 180;

/**
 * Splits text into speakable chunks: sentences (ending in . ! ? … or a line break), and any
 * sentence longer than `max` further at commas/semicolons, then at spaces, then hard.
 */
export function splitIntoChunks(text: string, max = MAX_CHUNK_LENGTH): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences = joinAbbreviations(clean.match(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g) ?? [clean]);
  const chunks: string[] = [];
  for (const raw of sentences) {
    const sentence = raw.trim();
    if (!sentence) continue;
    if (sentence.length <= max) {
      chunks.push(sentence);
      continue;
    }
    chunks.push(...splitLong(sentence, max));
  }
  return chunks;
}

/**
 * A period that ends an initial ("Yara K.") or a short title or abbreviation ("Dr.", "feat.") does
 * not end a sentence ("Yara K. says: …" was spoken as two utterances with a pause).
 */
const NOT_A_SENTENCE_END = /(?:^|[\s(])(?:\p{Lu}|Mr|Mrs|Ms|Dr|St|Jr|Sr|feat|ft|vs)\.$/u;

/** Joins each piece that ends in an initial or abbreviation to the piece after it. */
function joinAbbreviations(pieces: readonly string[]): string[] {
  const joined: string[] = [];
  let carry = '';
  for (const piece of pieces) {
    const text = carry + piece;
    if (NOT_A_SENTENCE_END.test(text.trimEnd())) carry = text;
    else {
      joined.push(text);
      carry = '';
    }
  }
  if (carry) joined.push(carry);
  return joined;
}

/** A sentence longer than `max` split at commas, semicolons and colons, then spaces, then hard. */
function splitLong(sentence: string, max: number): string[] {
  const out: string[] = [];
  let current = '';
  const pieces = sentence.split(/(?<=[,;:])\s+|\s+/);
  for (const piece of pieces) {
    if (piece.length > max) {
      if (current) out.push(current);
      current = '';
      for (let i = 0; i < piece.length; i += max) out.push(piece.slice(i, i + max));
      continue;
    }
    const candidate = current ? `${current} ${piece}` : piece;
    if (candidate.length > max) {
      out.push(current);
      current = piece;
    } else {
      current = candidate;
    }
  }
  if (current) out.push(current);
  return out;
}

/** Picks a voice for `lang`: a default voice of that language, any of it, else the first. */
export function pickVoice(
  voices: SpeechSynthesisVoice[],
  lang: string | undefined,
): SpeechSynthesisVoice | null {
  if (voices.length === 0) return null;
  const base = (lang ?? 'en').toLowerCase().split('-')[0];
  const sameLang = voices.filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base);
  return (
    sameLang.find((v) => v.default) ??
    sameLang.find((v) => v.localService) ??
    sameLang[0] ??
    voices.find((v) => v.default) ??
    voices[0] ??
    null
  );
}
