/**
 * A song named in words, "Artist – Title", in a remote reply that links none (decision 060). The
 * text gives candidate (artist, title) pairs around each dash: the artist is the last one to six
 * words before it, the title the first one to ten words after it, within the same clause. The
 * catalogue is asked for all of them at once by its folded (artist, title) key, and a song is taken
 * only when exactly one playable song matches: a confident match, never a guess between two.
 */
import { foldForSearch } from '../../../common/text';

/** One way of reading "Artist – Title" out of a text. */
export interface NamedSong {
  artist: string;
  title: string;
}

/** En dash, em dash, or a hyphen with a space on each side. */
const DASH = /\s*[\u2013\u2014]\s*|\s+-\s+/g;
/** Where a clause ends: the artist starts after it, the title stops before it. */
const CLAUSE_END = /[.!?;:,\n()[\]"“”«»]/;
const MAX_ARTIST_WORDS = 6;
const MAX_TITLE_WORDS = 10;
/** At most this many dashes are read, so a long text asks for a bounded number of keys. */
const MAX_DASHES = 3;

/** Words of `clause`, mentions, hashtags and links left out. */
function wordsOf(clause: string): string[] {
  return clause
    .split(/\s+/)
    .filter((word) => word && !/^[@#]|^https?:\/\//i.test(word))
    .map((word) => word.replace(/^['‘’]+|['‘’]+$/g, ''))
    .filter(Boolean);
}

/** Every (artist, title) reading of the dashes in `text`, at most MAX_DASHES dashes. */
export function namedSongCandidates(text: string): NamedSong[] {
  const found = new Map<string, NamedSong>();
  let dashes = 0;
  for (const match of text.matchAll(DASH)) {
    if (++dashes > MAX_DASHES) break;
    const before = text.slice(0, match.index).split(CLAUSE_END).at(-1) ?? '';
    const after = text.slice(match.index + match[0].length).split(CLAUSE_END)[0] ?? '';
    const left = wordsOf(before).slice(-MAX_ARTIST_WORDS);
    const right = wordsOf(after).slice(0, MAX_TITLE_WORDS);
    for (let a = 1; a <= left.length; a++) {
      const artist = left.slice(-a).join(' ');
      for (let t = 1; t <= right.length; t++) {
        const title = right.slice(0, t).join(' ');
        const key = `${foldForSearch(artist)}|${foldForSearch(title)}`;
        if (!found.has(key)) found.set(key, { artist, title });
      }
    }
  }
  return [...found.values()];
}
