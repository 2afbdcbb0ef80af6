/**
 * Offline GIF provider: searches the bundled, self-made GIFs of local-catalog.ts by title and tags.
 * Needs no key and no network; the files are served by the app under /gifs/ (modules/gifs).
 */
import type { Gif } from '../../../common/schemas';
import { foldForSearch } from '../../../common/text';
import type { GifProvider } from './gif-provider';
import { LOCAL_GIF_URL_PREFIX, LOCAL_GIFS, type LocalGif } from './local-catalog';

/** Crude English stem so "dancing", "dance" and "dances" meet: drops a common suffix from long words. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(ing|ers|er|ed|es|s|e|y)$/, '');
}

/** True when query word `q` matches haystack word `w`: same stem, or one stem starts the other. */
function wordMatches(q: string, w: string): boolean {
  const qs = stem(q);
  const ws = stem(w);
  return ws.startsWith(qs) || (ws.length >= 3 && qs.startsWith(ws));
}

/**
 * Scores `gif` for `query` (folded words): 0 when any query word matches neither the title nor a
 * tag; otherwise 2 points per word matched in the title, 1 per word matched in tags only, and 3
 * more when a whole tag equals the query.
 */
export function scoreLocalGif(gif: LocalGif, query: string): number {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return 0;
  const titleWords = foldForSearch(gif.title)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const tagWords = gif.tags.flatMap((t) => foldForSearch(t).split(/[^a-z0-9]+/)).filter(Boolean);
  let score = 0;
  for (const q of words) {
    if (titleWords.some((w) => wordMatches(q, w))) score += 2;
    else if (tagWords.some((w) => wordMatches(q, w))) score += 1;
    else return 0;
  }
  if (gif.tags.some((t) => foldForSearch(t) === foldForSearch(query))) score += 3;
  return score;
}

export function toGif(entry: LocalGif): Gif {
  const url = `${LOCAL_GIF_URL_PREFIX}${entry.id}.gif`;
  return {
    id: `local-${entry.id}`,
    url,
    previewUrl: url,
    title: entry.title,
    width: entry.width,
    height: entry.height,
  };
}

/** Matching bundled GIFs, best first (catalogue order breaks ties). */
export function searchLocalGifs(query: string): LocalGif[] {
  return LOCAL_GIFS.map((gif, index) => ({ gif, index, score: scoreLocalGif(gif, query) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((m) => m.gif);
}

export function createLocalGifProvider(): GifProvider {
  return {
    name: 'local',
    async search(query, { limit, offset }) {
      return searchLocalGifs(query)
        .slice(offset, offset + limit)
        .map(toGif);
    },
    async trending({ limit, offset }) {
      return LOCAL_GIFS.slice(offset, offset + limit).map(toGif);
    },
  };
}
