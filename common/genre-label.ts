/**
 * What operators read for a genre name: the reserved marker automatic tagging
 * uses when it finds nothing is shown in our words, never as its stored name, on /processing,
 * /data and in the CSV exports. Zod-free, for both sides.
 */
import { HIDDEN_GENRE_PREFIX, NO_GENRE_DETECTED } from './constants';

/** The words shown for the reserved "no genre detected" marker. */
export const NO_GENRE_DETECTED_LABEL = 'No genre detected';

/** True for reserved genres (`__`-prefixed): hidden from members and never assignable by hand. */
export function isReservedGenreName(name: string): boolean {
  return name.startsWith(HIDDEN_GENRE_PREFIX);
}

/** A genre name as operators read it: the marker in words, every other name as stored. */
export function genreLabel(name: string): string {
  return name === NO_GENRE_DETECTED ? NO_GENRE_DETECTED_LABEL : name;
}
