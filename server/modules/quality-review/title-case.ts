/** Capitals in song titles: detecting a title written in capitals and title-casing it. Pure. */
/** Title-cases a title written in capitals ("HELLO WORLD" → "Hello World"), keeping short words lower. */
export function titleCaseFromCapitals(text: string): string {
  const small = new Set([
    'a',
    'an',
    'and',
    'as',
    'at',
    'but',
    'by',
    'for',
    'in',
    'of',
    'on',
    'or',
    'the',
    'to',
    'vs',
    'via',
  ]);
  return text
    .toLowerCase()
    .split(/(\s+)/)
    .map((word, i) =>
      i > 0 && small.has(word)
        ? word
        : word.replace(/^(\P{L}*)(\p{L})/u, (_, pre: string, c: string) => pre + c.toUpperCase()),
    )
    .join('')
    .replace(/\b(i|ii|iii|iv|vi|vii|viii|ix|xi|xii)\b/gi, (m) => m.toUpperCase());
}

/** True when a text is written in capitals (at least four letters, no lower-case letter). */
export function isCapitals(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length >= 4 && !/\p{Ll}/u.test(text) && /\p{Lu}/u.test(text);
}
