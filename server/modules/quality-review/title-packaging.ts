/**
 * Packaging in video titles, for the title cleaner (title-cleaner.ts): the words and brackets an
 * upload wraps a song name in ("(Official Video)", "[HD]", "lyrics", a file extension, a track
 * number, a genre tag), version annotations (remaster, live) that are reported and removed, and the
 * dash-like separators between artist and title. Each `strip*` function returns the text without
 * what it removed and records that in `found`. Pure (no I/O).
 */
import { FEAT, splitArtists, trimDebris } from './artist-names';

/** Words that make a bracketed part (or a trailing phrase) packaging rather than part of the song name. */
const PACKAGING_WORDS = String.raw`official|officiel|oficial|video|vid[eé]o|videoclip|clip|audio|lyrics?|letra|paroles|visuali[sz]er|hd|hq|4k|8k|1080p|720p|480p|m\/?v|explicit|clean|color\s*coded|music\s*video|with\s*lyrics|sub(title)?s?(\s+\w+)?|legendad[oa]|traduzione|tradu[cç][aã]o|english\s+sub|premiere|out\s+now|new|free\s+download|download|stream|teaser|trailer|performance\s+video|dance\s+practice|prod\.?(\s+by)?\s+.+|dir\.?(\s+by)?\s+.+|directed\s+by\s+.+|produced\s+by\s+.+|radio\s+edit|single\s+version|album\s+version|original\s+mix|mono|stereo|amv|pmv|fmv|karaoke(?:\s+version)?|instrumental(?:\s+version)?|(?:karaoke\s+)?in\s+the\s+style\s+of\s+.+|(?:\w+\s+)?release|from\s+(?:the\s+)?(?:series|film|movie|motion\s+picture|soundtrack)\s+.+|high\s+quality|best\s+quality|full\s+hd|uhd|audio\s+only|topic|album|official\s+album|(?:[\w.]+\s+)?ver\.?|@[\w.]+|hangul|romani[sz]ation|translation|(?:eng|english)\s+subs?|(?:\w+\s*\+\s*)+\w+`;
const PACKAGING_ONLY = new RegExp(String.raw`^(?:(?:${PACKAGING_WORDS})[\s,.:!/&+-]*)+$`, 'i');
const HAS_PACKAGING = new RegExp(
  String.raw`\b(?:official|offiziell\w*|oficial|officiel|m\/v|lyric|visuali[sz]er|music video|musikvideo|videoclipe?|audio|video)\b`,
  'i',
);

/** Compilation words: full albums, playlists, hour-long mixes, "best of" collections. */
export const COMPILATION =
  /\b(full\s+album|album\s+completo|complete\s+album|full\s+ep|playlist|compilation|greatest\s+hits|best\s+of|top\s+\d+|\d+\s*(hours?|hrs?|h)\b|hour\s+(long|mix)|1\s*hour|mix\s*\d{4}|megamix|non[-\s]?stop|mixtape|discography|all\s+songs|\d+\s+songs|medley|live\s+(concert|set)|full\s+(concert|show|set)|essentials|anthology|collection)\b/i;

const REMASTER =
  /^(?:(?:\d{4}\s+)?(?:digital(?:ly)?\s+)?re-?master(?:ed)?(?:\s+(?:version|edition|\d{4}))*(?:\s+\d{4})?|\d{4}\s+(?:digital\s+)?re-?master(?:ed)?(?:\s+version)?|re-?master(?:ed)?\s+in\s+\w+)$/i;
const LIVE =
  /^live(?:\s+(?:at|from|in|on|@|version|session|performance|acoustic|\d{4})\b.*)?$|^(?:live\s+)?acoustic\s+live$|^en\s+vivo\b.*$|^ao\s+vivo\b.*$/i;

export const FILE_EXTENSION =
  /\.(mp3|m4a|flac|wav|ogg|oga|opus|aac|wma|aiff?|alac|mp4|m4v|avi|mkv|webm|mov|wmv|flv|3gp|mpe?g)$/i;

export function stripOuterQuotes(text: string): string {
  const m = text.match(/^["“”'‘’«「『](.+)["“”'’»」』]$/);
  return m ? m[1]!.trim() : text;
}

/**
 * Removes bracketed packaging and version annotations: "(Official Video)", "[HD]",
 * "【MV】", "(Remastered 2011)", "(Live at Wembley)". Bracketed parts that are neither stay.
 */
export function stripBrackets(
  title: string,
  found: { packaging: string[]; annotations: string[]; featured: string[] },
): string {
  const pairs: [string, string][] = [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
    ['【', '】'],
    ['〔', '〕'],
    ['（', '）'],
  ];
  let t = title;
  for (const [open, close] of pairs) {
    const o = escapeRegExp(open);
    const c = escapeRegExp(close);
    const re = new RegExp(String.raw`\s*${o}([^${o}${c}]*)${c}`, 'g');
    t = t.replace(re, (whole, inner: string) => {
      const body = inner.trim().replace(/\s+/g, ' ');
      if (!body) return ' ';
      if (
        PACKAGING_ONLY.test(body) ||
        (HAS_PACKAGING.test(body) && !/\b(remix|mix|version|edit)\b/i.test(body)) ||
        COMPILATION.test(body) ||
        /^\*+.*\*+$/.test(body)
      ) {
        found.packaging.push(body);
        return ' ';
      }
      if (REMASTER.test(body) || LIVE.test(body)) {
        found.annotations.push(body);
        return ' ';
      }
      const feat = body.match(new RegExp(String.raw`^${FEAT}\s+(.+)$`, 'i'));
      if (feat) {
        found.featured.push(...splitArtists(feat[1]!));
        return ' ';
      }
      return whole;
    });
  }
  return t;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes trailing packaging phrases and annotations after the last separator or at the end. */
export function stripTrailing(
  text: string,
  found: { packaging: string[]; annotations: string[] },
): string {
  let t = text;
  for (let i = 0; i < 4; i++) {
    const before = t;
    // "**NEW**", "#shorts", trailing emoji-free hashtags.
    t = t.replace(/\s*\*+[^*]*\*+\s*$/, (m) => (found.packaging.push(m.trim()), ''));
    t = t.replace(
      /(?<=[\p{L}\p{N})\].!?'"’*]\s*)(\s+#[\p{L}\p{N}_]+)+\s*$/u,
      (m) => (found.packaging.push(m.trim()), ''),
    );
    // " - Remastered 2011", " - Live at X", " | Official Video"
    t = t.replace(/\s+[-–—|/]+\s+([^-–—|]+)$/, (whole, tail: string) => {
      const body = trimDebris(tail);
      if (REMASTER.test(body) || LIVE.test(body)) return (found.annotations.push(body), '');
      if (PACKAGING_ONLY.test(body)) return (found.packaging.push(body), '');
      return whole;
    });
    // Unbracketed trailing packaging words: "Anti-D Official Video", "Hello Lyrics", "Song M/V".
    t = t.replace(
      /\s+((?:official\s+)?(?:music\s+|lyrics?\s+|lyric\s+|hd\s+|4k\s+)?(?:video|audio|visuali[sz]er|m\/v|mv)(?:\s+(?:hd|hq|4k|official))?|lyrics?|with\s+lyrics|hd|hq|4k|official|dance\s+practice.*|teaser.*)\s*$/i,
      (m) => (found.packaging.push(m.trim()), ''),
    );
    t = trimDebris(t);
    if (t === before) break;
  }
  return t;
}

const SEPARATOR =
  /\s+[-–—~|]+\s+|\s[-–—]{1,2}(?=\S)|(?<=\S)[-–—]{1,2}\s|\s+_\s+|\s+::\s+|\s+\/\/\s+/g;

/** Positions of dash-like separators that are outside quotes and brackets. */
export function separators(text: string): { index: number; length: number }[] {
  const out: { index: number; length: number }[] = [];
  for (const m of text.matchAll(SEPARATOR)) {
    const before = text.slice(0, m.index);
    const quotes = (before.match(/["“”]/g) ?? []).length;
    const opens = (before.match(/[([{【「『]/g) ?? []).length;
    const closes = (before.match(/[)\]}】」』]/g) ?? []).length;
    if (quotes % 2 === 0 && opens === closes) out.push({ index: m.index, length: m[0].length });
  }
  return out;
}

/** Removes a leading track number ("01. ", "03 - ", "Track 5: ", "[04]"). Keeps titles such as "7 Rings" or "1, 2 Step". */
export function stripTrackNumber(text: string, found: { packaging: string[] }): string {
  const m =
    text.match(/^\s*(?:track\s*)?\d{1,3}\s*[.)\]:]\s+(?=\S)/i) ??
    text.match(/^\s*\[\d{1,3}\]\s*/) ??
    text.match(/^\s*(?:track\s+\d{1,3}|0\d)\s*[-–—]\s+/i) ??
    text.match(/^\s*\d{1,2}\s+[-–—]\s+(?=.+\s[-–—]\s)/);
  if (!m) return text;
  found.packaging.push(m[0].trim());
  return text.slice(m[0].length);
}

/** Genre and scene words that tag an upload ("[Dubstep]", "Electro House:", "【Future Bass】"). */
const GENRE_WORD = String.raw`dubstep|drumstep|riddim|drum\s*(?:&|and|n|'n'?)\s*bass|dnb|d&b|house|techno|trance|trap|edm|electro|electronica?|hardstyle|hardcore|future|bass|glitch\s*hop|moombahton|chill(?:step|out|wave)?|lo-?fi|synthwave|retrowave|hip\s*-?hop|rap|r&b|pop|rock|metal|jazz|funk|disco|nu|garage|grime|indie|dance|big\s+room|deep|progressive|tropical|complextro|breaks?|jungle|ambient|downtempo|k-?pop|j-?pop|reggae(?:ton)?|dancehall|country|folk|soul|punk|classical|melodic|minimal|tech|liquid|neurofunk|phonk|music|release|premiere|exclusive|new|free`;
const GENRE_TAG = new RegExp(String.raw`^(?:(?:${GENRE_WORD})[\s&/+,-]*)+$`, 'i');

/**
 * Drops a genre or channel tag before the artist: "[Dubstep] A - T", "【Electro】A - T",
 * "Electro House: A - T". A bracketed tag goes when its words are genre words or when an
 * "Artist - Title" follows it; a colon tag only when all its words are genre words and a dash follows.
 */
export function stripGenrePrefix(text: string, found: { packaging: string[] }): string {
  const bracket = text.match(/^\s*[[【〔(]([^\]】〕)]{2,40})[\]】〕)]\s*(?=\S)/);
  if (bracket) {
    const body = bracket[1]!.trim();
    const rest = text.slice(bracket[0].length);
    if (
      GENRE_TAG.test(body) ||
      (!text.trimStart().startsWith('(') && separators(rest).length > 0)
    ) {
      found.packaging.push(body);
      return rest;
    }
  }
  const colon = text.match(/^([^:\-–—]{2,40}):\s+(?=.+\s[-–—]\s)/);
  if (colon && GENRE_TAG.test(colon[1]!.trim())) {
    found.packaging.push(colon[1]!.trim());
    return text.slice(colon[0].length);
  }
  return text;
}
