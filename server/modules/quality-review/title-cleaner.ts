/**
 * Title cleaning: artist and song title from a YouTube video title and its channel name. Pure (no
 * I/O); used by the offline quality reviewer and by `npm run titles:clean`.
 *
 * Handles "Artist - Title (Official Video)", `Artist "Title" M/V`, "Title by Artist", 「」/『』/【】
 * brackets, "Artist - Topic" and "…VEVO" channels ("TaylorSwiftVEVO" → "Taylor Swift"), an uploader
 * who is the artist, feat./ft. credits (moved to the artist field: "A feat. B", the catalogue's
 * convention), remaster/live annotations (removed and reported), track numbers and file
 * extensions. Known artists (the song catalogue) decide which side of a dash is the artist.
 * Co-billed artists ("A x B", "A × B", "A with B", "A & B" when the catalogue knows a part but not
 * the whole) become "A & B"; genre tags before the artist ("[Dubstep] …", "Electro House: …",
 * "【Trap】…") are dropped; channel suffixes in several languages ("公式", "オフィシャル", "官方",
 * "공식", "Official", "VEVO", "- Topic") name the artist, while karaoke, lyric and multi-artist
 * channels do not. A title left without an artist is looked up in the catalogue by its title
 * (`ArtistLookup.songByTitle`). Conventions: docs/decisions/012-quality-review.md and 035.
 */
import { decodeHtmlEntities, removeZeroWidth, replaceNbsp } from '@web-scrobbler/metadata-filter';
import { foldForSearch } from '../../../common/text';

/** Looks names up in the song catalogue. Every method answers the catalogue's own spelling or null. */
export interface ArtistLookup {
  /** Canonical spelling of a known artist ("taylor swift" → "Taylor Swift"), or null. */
  artist(name: string): string | null;
  /** Canonical spelling of a known song title of that (canonical) artist, or null. */
  title?(artist: string, title: string): string | null;
  /**
   * The one song the catalogue holds under this title (any artist; case, accents and punctuation
   * ignored), or null when it holds none or the title belongs to several artists.
   */
  songByTitle?(title: string): { artist: string; title: string } | null;
}

export interface TitleInput {
  title: string;
  channel?: string | null;
}

export interface CleanedTitle {
  /** Artist, with featured artists as "Main feat. A & B"; null when nothing says who it is. */
  artist: string | null;
  /** Song title without packaging; null only when nothing is left. */
  title: string | null;
  /** Featured artists found in either field. */
  featured: string[];
  /** Main (co-billed) artists, first one first: "Calvin Harris x Dua Lipa" → both. Empty without an artist. */
  artists: string[];
  /** Packaging removed from the title ("Official Video", "HD", "lyrics", a file extension…). */
  packaging: string[];
  /** Version annotations removed (remaster, live). Remixes stay part of the title. */
  annotations: string[];
  /** Words say this upload is an album, playlist, mix or compilation, not one song. */
  compilationWords: boolean;
  /** Where the artist came from: the title, the channel, the catalogue (by title alone), or nowhere. */
  artistSource: 'title' | 'channel' | 'catalogue' | 'none';
  /** The title had the song first and the artist second ("Hello - Adele", "Hello by Adele"). */
  swapped: boolean;
}

/** Words that make a bracketed part (or a trailing phrase) packaging rather than part of the song name. */
const PACKAGING_WORDS = String.raw`official|officiel|oficial|video|vid[eé]o|videoclip|clip|audio|lyrics?|letra|paroles|visuali[sz]er|hd|hq|4k|8k|1080p|720p|480p|m\/?v|explicit|clean|color\s*coded|music\s*video|with\s*lyrics|sub(title)?s?(\s+\w+)?|legendad[oa]|traduzione|tradu[cç][aã]o|english\s+sub|premiere|out\s+now|new|free\s+download|download|stream|teaser|trailer|performance\s+video|dance\s+practice|prod\.?(\s+by)?\s+.+|dir\.?(\s+by)?\s+.+|directed\s+by\s+.+|produced\s+by\s+.+|radio\s+edit|single\s+version|album\s+version|original\s+mix|mono|stereo|amv|pmv|fmv|karaoke(?:\s+version)?|instrumental(?:\s+version)?|(?:karaoke\s+)?in\s+the\s+style\s+of\s+.+|(?:\w+\s+)?release|from\s+(?:the\s+)?(?:series|film|movie|motion\s+picture|soundtrack)\s+.+|high\s+quality|best\s+quality|full\s+hd|uhd|audio\s+only|topic|album|official\s+album|(?:[\w.]+\s+)?ver\.?|@[\w.]+|hangul|romani[sz]ation|translation|(?:eng|english)\s+subs?|(?:\w+\s*\+\s*)+\w+`;
const PACKAGING_ONLY = new RegExp(String.raw`^(?:(?:${PACKAGING_WORDS})[\s,.:!/&+-]*)+$`, 'i');
const HAS_PACKAGING = new RegExp(
  String.raw`\b(?:official|offiziell\w*|oficial|officiel|m\/v|lyric|visuali[sz]er|music video|musikvideo|videoclipe?|audio|video)\b`,
  'i',
);

/** Compilation words: full albums, playlists, hour-long mixes, "best of" collections. */
const COMPILATION =
  /\b(full\s+album|album\s+completo|complete\s+album|full\s+ep|playlist|compilation|greatest\s+hits|best\s+of|top\s+\d+|\d+\s*(hours?|hrs?|h)\b|hour\s+(long|mix)|1\s*hour|mix\s*\d{4}|megamix|non[-\s]?stop|mixtape|discography|all\s+songs|\d+\s+songs|medley|live\s+(concert|set)|full\s+(concert|show|set)|essentials|anthology|collection)\b/i;

const REMASTER =
  /^(?:(?:\d{4}\s+)?(?:digital(?:ly)?\s+)?re-?master(?:ed)?(?:\s+(?:version|edition|\d{4}))*(?:\s+\d{4})?|\d{4}\s+(?:digital\s+)?re-?master(?:ed)?(?:\s+version)?|re-?master(?:ed)?\s+in\s+\w+)$/i;
const LIVE =
  /^live(?:\s+(?:at|from|in|on|@|version|session|performance|acoustic|\d{4})\b.*)?$|^(?:live\s+)?acoustic\s+live$|^en\s+vivo\b.*$|^ao\s+vivo\b.*$/i;

const FEAT = String.raw`(?:feat\.?|ft\.?|featuring|feat|ft|with)`;
const FEAT_IN_BRACKETS = new RegExp(String.raw`\s*[([]\s*${FEAT}\s+([^)\]]+?)\s*[)\]]`, 'i');
const FEAT_TRAILING = new RegExp(String.raw`\s+(?:feat\.?|ft\.?|featuring)\s+(.+)$`, 'i');

const FILE_EXTENSION =
  /\.(mp3|m4a|flac|wav|ogg|oga|opus|aac|wma|aiff?|alac|mp4|m4v|avi|mkv|webm|mov|wmv|flv|3gp|mpe?g)$/i;

/** Channel words that mean a label, aggregator or fan upload rather than the artist. */
const NOT_AN_ARTIST_CHANNEL =
  /\b(sing\s*king|7clouds|karafun|taj\s*tracks|dan\s*music|various\s+artists|records?|recordings|music|musik|musica|música|entertainment|tv|lyrics?|label|media|productions?|studios?|channel|official\s+charts|sounds?|beats|mixes|vibes|radio|network|films?|hits|playlist|karaoke|covers?|uploads?|archive|vault|chill|nation|tunes|songs)\b/i;

/** Trims whitespace and separator debris ("- ", " |", "  ") from both ends. */
function trimDebris(text: string): string {
  return text
    .replace(/^[\s\-–—~|:·•_/]+|[\s\-–—~|:·•_/]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function stripOuterQuotes(text: string): string {
  const m = text.match(/^["“”'‘’«「『](.+)["“”'’»」』]$/);
  return m ? m[1]!.trim() : text;
}

/** Splits camel-case run-together names: "TaylorSwift" → "Taylor Swift", "ACDC" stays. */
export function splitCamelCase(name: string): string {
  if (/\s/.test(name)) return name;
  return name.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

export interface ChannelArtist {
  name: string;
  /** strong: "- Topic", "VEVO" and "Official" channels name the artist; weak: any other uploader. */
  strength: 'strong' | 'weak';
}

/**
 * What a channel name says about the artist. "Adele - Topic" → Adele (strong), "TaylorSwiftVEVO" →
 * Taylor Swift (strong), "Queen Official" → Queen (strong), "Coldplay" → Coldplay (weak),
 * "Sub Pop Records" → null (a label).
 */
export function channelArtist(channel: string | null | undefined): ChannelArtist | null {
  if (!channel) return null;
  const c = decodeHtmlEntities(channel).replace(/\s+/g, ' ').trim();
  if (!c || MULTI_ARTIST_CHANNEL.test(c)) return null;
  let m = c.match(/^(.+?)\s*-\s*topic$/i);
  if (m)
    return NOT_AN_ARTIST_CHANNEL.test(m[1]!) ? null : { name: m[1]!.trim(), strength: 'strong' };
  m = c.match(/^(.+?)\s*vevo$/i);
  if (m) return { name: splitCamelCase(m[1]!.trim()), strength: 'strong' };
  m =
    c.match(/^(?:the\s+)?official\s+(.+?)(?:\s+channel)?$/i) ??
    c.match(
      new RegExp(
        String.raw`^(.+?)\s*[-–]?\s*(?:${OFFICIAL_WORDS})(?:\s*(?:${CHANNEL_WORDS}))?$`,
        'iu',
      ),
    );
  if (m && !NOT_AN_ARTIST_CHANNEL.test(m[1]!))
    return { name: splitCamelCase(trimDebris(m[1]!)), strength: 'strong' };
  if (NOT_AN_ARTIST_CHANNEL.test(c)) return null;
  return { name: splitCamelCase(c), strength: 'weak' };
}

/** "Official" in the languages of the uploads we see: English, Romance, German, Japanese, Chinese, Korean. */
const OFFICIAL_WORDS = String.raw`official|officiel(?:le)?|oficial|ufficiale|offiziell|公式|オフィシャル|官方|공식`;
/** What may follow "official" in a channel name ("… Official Channel", "… 公式チャンネル", "… 官方頻道"). */
const CHANNEL_WORDS = String.raw`channel|youtube(?:\s+channel)?|music|page|site|account|チャンネル|頻道|频道|채널|유튜브`;
/** A channel that lists several artists ("A, B & C") or none in particular ("Various Artists"). */
const MULTI_ARTIST_CHANNEL =
  /,.*(?:&|\band\b|,)|\b(?:various\s+artists|and\s+others|&\s+(?:others|friends))\b/i;

/** Fold for comparisons, also ignoring spaces and punctuation ("TaylorSwift" = "Taylor Swift"). */
export function squash(text: string): string {
  return foldForSearch(text)
    .replace(/&/g, 'and')
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function sameName(a: string, b: string): boolean {
  const x = squash(a);
  return x.length > 0 && x === squash(b);
}

/**
 * Removes bracketed packaging and version annotations: "(Official Video)", "[HD]",
 * "【MV】", "(Remastered 2011)", "(Live at Wembley)". Bracketed parts that are neither stay.
 */
function stripBrackets(
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

function splitArtists(list: string): string[] {
  return list
    .split(/\s*(?:,|&|\band\b|\bx\b|\/)\s*/i)
    .map((a) => trimDebris(a))
    .filter(Boolean);
}

/** Removes trailing packaging phrases and annotations after the last separator or at the end. */
function stripTrailing(
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
function separators(text: string): { index: number; length: number }[] {
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

/** Words that, before " by ", are part of a title ("Stand by Me", "Bye Bye"), not "Title by Artist". */
const BY_IN_TITLE =
  /\b(stand|standing|pass|passing|drive|driving|go|going|stop|stopping|come|coming|swing|walk|walking|run|sit|lay|bound|close|stay|get|getting|side|day|one|little|bye|live|die|made|written|sung|performed|covered|step|hold|holding|stood|fly|flying|wait|waiting)$/i;

function titleByArtist(
  text: string,
  known: ArtistLookup | undefined,
  channel: ChannelArtist | null,
): { title: string; artist: string } | null {
  const m = text.match(/^(.+)\s+by\s+(.+)$/i);
  if (!m) return null;
  const left = stripOuterQuotes(trimDebris(m[1]!));
  const right = trimDebris(m[2]!);
  if (!left || !right) return null;
  const rightMain = right.split(new RegExp(String.raw`\s+${FEAT}\s+`, 'i'))[0]!;
  const confirmed =
    known?.artist(rightMain) != null ||
    (channel != null && sameName(channel.name, rightMain)) ||
    /^["“'‘].+["”'’]$/.test(m[1]!.trim());
  if (confirmed) return { title: left, artist: right };
  if (BY_IN_TITLE.test(left) || right.split(/\s+/).length > 5) return null;
  return { title: left, artist: right };
}

/** "Metallica: Enter Sandman": a colon separates artist and title only when the left side is a known artist or the channel. */
function colonArtist(
  text: string,
  known: ArtistLookup | undefined,
  channel: ChannelArtist | null,
): { artist: string; title: string } | null {
  const m = text.match(/^([^:]+?):\s+(.+)$/);
  if (!m) return null;
  const left = trimDebris(m[1]!);
  const isArtist =
    (known?.artist(left) ?? null) !== null || (channel !== null && sameName(channel.name, left));
  return isArtist ? { artist: left, title: trimDebris(m[2]!) } : null;
}

/** Splits "Main feat. A & B" (or ft./featuring/(feat. …)) into the main artist and the featured ones. */
export function splitFeatured(artist: string): { main: string; featured: string[] } {
  const bracket = artist.match(FEAT_IN_BRACKETS);
  if (bracket)
    return {
      main: trimDebris(artist.replace(FEAT_IN_BRACKETS, '')),
      featured: splitArtists(bracket[1]!),
    };
  const m = artist.match(new RegExp(String.raw`^(.+?)\s+(?:feat\.?|ft\.?|featuring)\s+(.+)$`, 'i'));
  if (!m) return { main: artist, featured: [] };
  return { main: trimDebris(m[1]!), featured: splitArtists(m[2]!) };
}

/** Pulls feat. credits out of a song title: "Title (feat. X)" / "Title ft. X" → "Title", [X]. */
function featuredFromTitle(title: string): { title: string; featured: string[] } {
  let t = title;
  const featured: string[] = [];
  for (;;) {
    const m = t.match(FEAT_IN_BRACKETS);
    if (!m) break;
    featured.push(...splitArtists(m[1]!));
    t = t.replace(FEAT_IN_BRACKETS, '');
  }
  const trailing = t.match(FEAT_TRAILING);
  if (trailing) {
    // A remix or version bracket after the credit stays with the title: "X ft. Y (Z Remix)".
    const credit = trailing[1]!;
    const rest = credit.match(/^(.*?)(\s*[([].*)$/);
    featured.push(...splitArtists(rest ? rest[1]! : credit));
    t = t.slice(0, trailing.index) + (rest ? rest[2]! : '');
  }
  return { title: trimDebris(t), featured };
}

/** Removes a leading track number ("01. ", "03 - ", "Track 5: ", "[04]"). Keeps titles such as "7 Rings" or "1, 2 Step". */
function stripTrackNumber(text: string, found: { packaging: string[] }): string {
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
function stripGenrePrefix(text: string, found: { packaging: string[] }): string {
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

/**
 * Splits co-billed main artists: "A x B", "A × B", "A with B" always; "A & B", "A and B" and
 * "A, B" only when the catalogue knows a part but not the whole ("Simon & Garfunkel" stays one).
 * Each part takes the catalogue's spelling when known.
 */
export function splitCoArtists(name: string, known?: ArtistLookup): string[] {
  const canonical = (n: string) => known?.artist(n) ?? n;
  if (known?.artist(name)) return [canonical(name)];
  const strong = name.split(/\s+(?:x|×|[Ww]ith|WITH)\s+/).map(trimDebris);
  if (strong.length > 1 && strong.every(Boolean))
    return strong.flatMap((part) => splitCoArtists(part, known));
  const weak = name.split(/\s*(?:,|&|\band\b)\s*/i).map(trimDebris);
  if (weak.length > 1 && weak.every(Boolean) && weak.some((part) => known?.artist(part)))
    return weak.map(canonical);
  // One comma and no "&"/"and" is a billing ("Calvin Harris, Dua Lipa"); "Earth, Wind & Fire" stays.
  const comma = name.split(/\s*,\s*/).map(trimDebris);
  if (comma.length === 2 && comma.every(Boolean) && !/&|\band\b/i.test(name))
    return comma.map(canonical);
  return [canonical(name)];
}

/** Words saying the uploader is not the performer: a karaoke, lyric, cover or instrumental upload. */
const NOT_THE_PERFORMER =
  /\b(karaoke|lyrics?|letra|paroles|cover|instrumental|in\s+the\s+style\s+of)\b/i;

const dedupe = (names: string[]) => {
  const seen = new Set<string>();
  return names.filter((n) => {
    const k = squash(n);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * Cleans one video title. `known` (the song catalogue) is optional: without it, the left side of a
 * dash is the artist unless the channel says otherwise. Never throws; returns nulls when it cannot tell.
 */
export function cleanSongTitle(input: TitleInput, known?: ArtistLookup): CleanedTitle {
  const found = {
    packaging: [] as string[],
    annotations: [] as string[],
    featured: [] as string[],
  };
  const channel = channelArtist(input.channel);
  let t = replaceNbsp(removeZeroWidth(decodeHtmlEntities(input.title ?? '')))
    .replace(/\s+/g, ' ')
    .trim();
  const compilationWords = COMPILATION.test(t);

  t = t.replace(FILE_EXTENSION, (m) => (found.packaging.push(m), ''));
  // Karaoke uploads name the original performer: "Song (In the Style of Queen) [Karaoke Version]".
  const styleOf = t.match(/\bin\s+the\s+style\s+of\s+([^)\]】|]+)/i)?.[1]?.trim() ?? null;
  t = stripGenrePrefix(t, found);
  t = stripBrackets(t, found);
  // 「Title」 / 『Title』: Japanese quote brackets work like quotes.
  t = t.replace(/\s+/g, ' ').trim();
  t = stripTrackNumber(t, found);
  t = stripTrailing(t, found);
  // After "Artist - Title", whatever follows " | " or " // " is a series or channel tag ("| Vevo LIFT").
  t = t.replace(
    /^(.+?\s[-–—]\s.+?)\s+(?:\||\/\/)\s+(.+)$/,
    (_, kept: string, tail: string) => (found.packaging.push(tail.trim()), kept),
  );

  let artist: string | null = null;
  let title = t;
  let swapped = false;
  let artistSource: CleanedTitle['artistSource'] = 'none';

  const seps = separators(t);
  const quoted =
    t.match(/^(.+?)\s*["“「『【]([^"”」』】]+)["”」』】](.*)$/) ??
    t.match(/^(.+?)\s+['‘]([^'’]+)['’](\s.*)?$/);

  if (channel?.strength === 'strong' && /-\s*topic$/i.test(input.channel ?? '')) {
    // Auto-generated "Topic" uploads are titled with the song alone; the channel is the artist.
    artist = channel.name;
    artistSource = 'channel';
    const first = seps[0];
    if (first && sameName(t.slice(0, first.index), channel.name))
      title = t.slice(first.index + first.length);
  } else if (seps.length > 0) {
    const pick = chooseSplit(t, seps, known, channel);
    artist = pick.artist;
    title = pick.title;
    swapped = pick.swapped;
    artistSource = 'title';
  } else if (colonArtist(t, known, channel)) {
    const c = colonArtist(t, known, channel)!;
    artist = c.artist;
    title = c.title;
    artistSource = 'title';
  } else if (quoted && trimDebris(quoted[1]!) && !/^[([]/.test(quoted[1]!)) {
    // "米津玄師 MV「Lemon」": packaging between the artist and the quoted title goes.
    artist = stripTrailing(trimDebris(quoted[1]!), found);
    title = quoted[2]!.trim();
    artistSource = 'title';
  } else {
    const by = titleByArtist(t, known, channel);
    if (by) {
      artist = by.artist;
      title = by.title;
      swapped = true;
      artistSource = 'title';
    } else if (styleOf) {
      artist = styleOf;
      artistSource = 'title';
    } else if (
      channel &&
      (channel.strength === 'strong' || !NOT_THE_PERFORMER.test(input.title ?? ''))
    ) {
      artist = channel.name;
      artistSource = 'channel';
    }
  }

  title = stripOuterQuotes(trimDebris(stripTrailing(stripOuterQuotes(trimDebris(title)), found)));
  const fromTitle = featuredFromTitle(title);
  title = fromTitle.title;
  let featured = [...found.featured, ...fromTitle.featured];
  if (!artist && title) {
    // No artist anywhere (a karaoke, lyric or multi-artist upload): the catalogue may know the title.
    const song = known?.songByTitle?.(title);
    if (song) {
      // Only the artist: the title keeps the upload's spelling, so the reviewer still sees its capitals.
      artist = song.artist;
      artistSource = 'catalogue';
    }
  }
  let artists: string[] = [];
  if (artist) {
    const split = splitFeatured(stripOuterQuotes(trimDebris(artist)));
    artists = dedupe(splitCoArtists(split.main, known));
    featured = [...split.featured, ...featured];
  }
  if (artists.length > 0) {
    featured = dedupe(featured.map((f) => known?.artist(f) ?? f)).filter(
      (f) => !artists.some((a) => sameName(f, a)),
    );
    artist = artists.join(' & ') + (featured.length > 0 ? ` feat. ${featured.join(' & ')}` : '');
    const canonicalTitle =
      artistSource === 'catalogue'
        ? null
        : (known?.title?.(artist, title) ?? known?.title?.(artists[0]!, title));
    if (canonicalTitle) title = canonicalTitle;
  } else artist = null;

  return {
    artist: artist || null,
    title: title || null,
    featured,
    artists,
    packaging: found.packaging,
    annotations: found.annotations,
    compilationWords,
    artistSource,
    swapped,
  };
}

/**
 * Chooses which dash splits artist from title and which side is the artist. Default: the first
 * separator, artist on the left. The catalogue or the channel can move the artist to the right
 * ("Hello - Adele") or pick a later separator ("Simon & Garfunkel - The Boxer - Live" stays first).
 */
function chooseSplit(
  text: string,
  seps: { index: number; length: number }[],
  known: ArtistLookup | undefined,
  channel: ChannelArtist | null,
): { artist: string; title: string; swapped: boolean } {
  const isArtist = (name: string) => {
    const main = splitFeatured(stripOuterQuotes(trimDebris(name))).main;
    return (
      (known?.artist(main) ?? null) !== null || (channel !== null && sameName(channel.name, main))
    );
  };
  const candidates = seps.map((s) => ({
    left: trimDebris(text.slice(0, s.index)),
    right: trimDebris(text.slice(s.index + s.length)),
  }));
  for (const c of candidates)
    if (c.left && c.right && isArtist(c.left))
      return { artist: c.left, title: c.right, swapped: false };
  const last = candidates[candidates.length - 1]!;
  if (last.left && last.right && isArtist(last.right))
    return { artist: last.right, title: last.left, swapped: true };
  const first = candidates.find((c) => c.left && c.right) ?? candidates[0]!;
  if (!first.left || !first.right)
    return { artist: '', title: first.left || first.right, swapped: false };
  return { artist: first.left, title: first.right, swapped: false };
}

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

/** An ArtistLookup over lists of (artist, title) pairs, such as the song catalogue. */
export function catalogueLookup(
  songs: Iterable<{ artist: string; title: string }>,
): ArtistLookup & { size: number } {
  const artists = new Map<string, string>();
  const titles = new Map<string, string>();
  const byTitle = new Map<string, { artist: string; title: string } | 'several'>();
  for (const s of songs) {
    if (!s.artist) continue;
    const main = splitFeatured(s.artist).main;
    for (const name of [s.artist, main]) {
      const k = squash(name);
      if (k.length >= 2 && !artists.has(k)) artists.set(k, name);
    }
    titles.set(`${squash(main)}|${squash(s.title)}`, s.title);
    const t = squash(s.title);
    const seen = byTitle.get(t);
    if (t && seen === undefined) byTitle.set(t, { artist: s.artist, title: s.title });
    else if (seen && seen !== 'several' && !sameName(splitFeatured(seen.artist).main, main))
      byTitle.set(t, 'several');
  }
  return {
    size: artists.size,
    artist: (name) => artists.get(squash(name)) ?? null,
    title: (artist, title) =>
      titles.get(`${squash(splitFeatured(artist).main)}|${squash(title)}`) ?? null,
    songByTitle: (title) => {
      // Very short titles ("Up", "Run") are too common to name one song.
      if (squash(title).length < 4) return null;
      const hit = byTitle.get(squash(title));
      return hit && hit !== 'several' ? hit : null;
    },
  };
}
