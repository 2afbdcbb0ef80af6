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
import {
  FEAT,
  FEAT_IN_BRACKETS,
  FEAT_TRAILING,
  channelArtist,
  dedupe,
  sameName,
  splitArtists,
  splitCoArtists,
  splitFeatured,
  trimDebris,
  type ArtistLookup,
  type ChannelArtist,
} from './artist-names';

// The cleaner's public names, kept importable from here for its callers.
export {
  catalogueLookup,
  channelArtist,
  splitCamelCase,
  splitCoArtists,
  splitFeatured,
  squash,
  type ArtistLookup,
  type ChannelArtist,
} from './artist-names';
export { isCapitals, titleCaseFromCapitals } from './title-case';

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

const FILE_EXTENSION =
  /\.(mp3|m4a|flac|wav|ogg|oga|opus|aac|wma|aiff?|alac|mp4|m4v|avi|mkv|webm|mov|wmv|flv|3gp|mpe?g)$/i;

function stripOuterQuotes(text: string): string {
  const m = text.match(/^["“”'‘’«「『](.+)["“”'’»」』]$/);
  return m ? m[1]!.trim() : text;
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

/** Words saying the uploader is not the performer: a karaoke, lyric, cover or instrumental upload. */
const NOT_THE_PERFORMER =
  /\b(karaoke|lyrics?|letra|paroles|cover|instrumental|in\s+the\s+style\s+of)\b/i;

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
