/**
 * Text helpers shared by client and server: accent folding for search and slug derivation.
 */

/**
 * Folds a string for accent- and case-insensitive matching: NFD-decomposes, drops combining marks,
 * lower-cases and collapses whitespace. "Música  Popular" → "musica popular".
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Derives a URL slug by lowercasing and hyphenating (spec 000 §2 "Genre chip slugs are derived by
 * lowercasing and hyphenating the name"); accents are folded and `&` reads "and".
 * "Drum & Bass" → "drum-and-bass"; returns "" when nothing alphanumeric is left.
 */
export function slugify(value: string): string {
  return foldForSearch(value)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True when a genre name is reserved/hidden from members (names starting with "__", spec 000 §2). */
export function isHiddenGenreName(name: string): boolean {
  return name.startsWith('__');
}
