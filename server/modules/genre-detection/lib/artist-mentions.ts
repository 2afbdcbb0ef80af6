/**
 * Reading a one-word artist name in free text: the capitalisation test that lets "Queen" or "Muse"
 * count as the artist only when written as a name standing on its own, not as an ordinary word, a
 * sentence start or part of a longer capitalised name. Pure string work on the original text, used by
 * the detector's artist mentions (detector.ts).
 */
/**
 * True when the one-word artist key occurs in `text` as a capitalised word standing on its own: not
 * the first word of a sentence ("Feel good music?") and not part of a longer capitalised name
 * ("Prom Queen", "Chet Faker", "Blind Guardian"), where the capital says nothing about the artist.
 */
export function standsAloneCapitalised(text: string, key: string): boolean {
  const folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const pattern = new RegExp(`(?:^|[^A-Za-z0-9])(${escapeRegExp(key)})(?![A-Za-z0-9])`, 'gi');
  for (const match of folded.matchAll(pattern)) {
    const word = match[1]!;
    if (!/[A-Z]/.test(word[0]!)) continue;
    const start = match.index + match[0].length - word.length;
    const before = folded.slice(0, start);
    const after = folded.slice(start + word.length);
    if (/^\s*$|[.!?]\s*$/.test(before)) continue;
    const previous = /([A-Za-z][\w'’]*)[\s"“”']*$/.exec(before)?.[1] ?? '';
    const next = /^['’]?s?[\s"“”']*([A-Za-z][\w'’]*)/.exec(after)?.[1] ?? '';
    const capitalised = (w: string) => /^[A-Z]/.test(w) && w !== 'I';
    if (/^\s/.test(after) || after === '' || /^['’]s\b/.test(after) || /^[^\w]/.test(after)) {
      if (capitalised(previous) && !/\s[-–—,&]\s*$|,\s*$/.test(before)) continue;
      if (capitalised(next) && /^\s+[A-Z]/.test(after)) continue;
    }
    return true;
  }
  return false;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
