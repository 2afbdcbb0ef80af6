/**
 * Title cleaning: artist and song title from a YouTube video title and its channel name. Pure (no
 * I/O); used by the offline quality reviewer and by `npm run titles:clean`. Handles "Artist - Title
 * (Official Video)", `Artist "Title" M/V`, "Title by Artist", 「」/『』/【】 brackets, "Artist - Topic"
 * and "…VEVO" channels ("TaylorSwiftVEVO" → "Taylor Swift"), an uploader who is the artist,
 * feat./ft. credits (moved to the artist field: "A feat. B", the catalogue's convention),
 * remaster/live annotations (removed and reported), track numbers and file extensions. Known
 * artists (the song catalogue) decide which side of a dash is the artist. Co-billed artists ("A x
 * B", "A × B", "A with B", "A & B" when the catalogue knows a part but not the whole) become "A &
 * B"; genre tags before the artist ("[Dubstep] …", "Electro House: …", "【Trap】…") are dropped;
 * channel suffixes in several languages ("公式", "オフィシャル", "官方", "공식", "Official", "VEVO", "- Topic")
 * name the artist, while karaoke, lyric and multi-artist channels do not. A title left without an
 * artist is looked up in the catalogue by its title (`ArtistLookup.songByTitle`). Conventions:
 * docs/decisions/012-quality-review.md and 035.
 */
import { decodeHtmlEntities, removeZeroWidth, replaceNbsp } from '@web-scrobbler/metadata-filter';
import {
  FEAT,
  NOT_THE_PERFORMER,
  channelArtist,
  dedupe,
  featuredFromTitle,
  sameName,
  splitCoArtists,
  splitFeatured,
  trimDebris,
  type ArtistLookup,
  type ChannelArtist,
} from './artist-names';
import {
  COMPILATION,
  FILE_EXTENSION,
  separators,
  stripBrackets,
  stripGenrePrefix,
  stripOuterQuotes,
  stripTrackNumber,
  stripTrailing,
} from './title-packaging';

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

/**
 * Cleans one video title. `known` (the song catalogue) is optional: without it, the left side of a
 * dash is the artist unless the channel says otherwise. Never throws; returns nulls when it cannot tell.
 */
export function cleanSongTitle(input: TitleInput, known?: ArtistLookup): CleanedTitle {
  const found: Found = { packaging: [], annotations: [], featured: [] };
  const channel = channelArtist(input.channel);
  const unwrapped = unwrapTitle(input.title ?? '', found);
  const split = splitArtistAndTitle(unwrapped, input, channel, known, found);
  const credits = settleCredits(split, known, found);
  return {
    artist: credits.artist || null,
    title: credits.title || null,
    featured: credits.featured,
    artists: credits.artists,
    packaging: found.packaging,
    annotations: found.annotations,
    compilationWords: unwrapped.compilationWords,
    artistSource: credits.artistSource,
    swapped: split.swapped,
  };
}

/** What the cleaning steps removed or found on the way, in the order they found it. */
interface Found {
  packaging: string[];
  annotations: string[];
  featured: string[];
}

/** The artist/title split before credits are settled. */
interface Split {
  artist: string | null;
  title: string;
  swapped: boolean;
  artistSource: CleanedTitle['artistSource'];
}

/**
 * Removes the packaging around the song (entities, file extension, genre tag, brackets, track
 * number, trailing phrases, a series tag after "Artist - Title"). Also reports compilation words
 * and a karaoke upload's "in the style of" performer, both read before anything is removed.
 */
function unwrapTitle(raw: string, found: Found) {
  let t = replaceNbsp(removeZeroWidth(decodeHtmlEntities(raw)))
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
  return { text: t, compilationWords, styleOf };
}

/**
 * Who and what: a "Topic" channel, a dash-like separator, "Artist: Title", `Artist "Title"`,
 * "Title by Artist", a karaoke's "in the style of", else the channel when it may be the performer.
 */
function splitArtistAndTitle(
  unwrapped: { text: string; styleOf: string | null },
  input: TitleInput,
  channel: ChannelArtist | null,
  known: ArtistLookup | undefined,
  found: Found,
): Split {
  const t = unwrapped.text;
  const seps = separators(t);
  const quoted =
    t.match(/^(.+?)\s*["“「『【]([^"”」』】]+)["”」』】](.*)$/) ??
    t.match(/^(.+?)\s+['‘]([^'’]+)['’](\s.*)?$/);

  if (channel?.strength === 'strong' && /-\s*topic$/i.test(input.channel ?? '')) {
    // Auto-generated "Topic" uploads are titled with the song alone; the channel is the artist.
    const first = seps[0];
    const title =
      first && sameName(t.slice(0, first.index), channel.name)
        ? t.slice(first.index + first.length)
        : t;
    return { artist: channel.name, title, swapped: false, artistSource: 'channel' };
  }
  if (seps.length > 0) return { ...chooseSplit(t, seps, known, channel), artistSource: 'title' };
  const colon = colonArtist(t, known, channel);
  if (colon) return { ...colon, swapped: false, artistSource: 'title' };
  if (quoted && trimDebris(quoted[1]!) && !/^[([]/.test(quoted[1]!)) {
    // "米津玄師 MV「Lemon」": packaging between the artist and the quoted title goes.
    const artist = stripTrailing(trimDebris(quoted[1]!), found);
    return { artist, title: quoted[2]!.trim(), swapped: false, artistSource: 'title' };
  }
  const by = titleByArtist(t, known, channel);
  if (by) return { ...by, swapped: true, artistSource: 'title' };
  if (unwrapped.styleOf)
    return { artist: unwrapped.styleOf, title: t, swapped: false, artistSource: 'title' };
  if (channel && (channel.strength === 'strong' || !NOT_THE_PERFORMER.test(input.title ?? '')))
    return { artist: channel.name, title: t, swapped: false, artistSource: 'channel' };
  return { artist: null, title: t, swapped: false, artistSource: 'none' };
}

/**
 * Final title (quotes, trailing packaging and feat. credits off), the artist from the catalogue
 * when nothing named one, co-billed and featured artists deduplicated in the catalogue's
 * spelling, and the catalogue's spelling of the title when it knows the song.
 */
function settleCredits(split: Split, known: ArtistLookup | undefined, found: Found) {
  let { artist, artistSource } = split;
  let title = stripOuterQuotes(
    trimDebris(stripTrailing(stripOuterQuotes(trimDebris(split.title)), found)),
  );
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
    const credits = splitFeatured(stripOuterQuotes(trimDebris(artist)));
    artists = dedupe(splitCoArtists(credits.main, known));
    featured = [...credits.featured, ...featured];
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
  return { artist, title, featured, artists, artistSource };
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
