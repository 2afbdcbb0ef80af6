/**
 * Artist names in video titles and channel names, for the title cleaner (title-cleaner.ts): which
 * channel names name the artist, folding names for comparison, feat. credits, co-billed artists,
 * and the catalogue lookup that gives known names their canonical spelling. Pure (no I/O).
 */
import { decodeHtmlEntities } from '@web-scrobbler/metadata-filter';
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

export const FEAT = String.raw`(?:feat\.?|ft\.?|featuring|feat|ft|with)`;
export const FEAT_IN_BRACKETS = new RegExp(String.raw`\s*[([]\s*${FEAT}\s+([^)\]]+?)\s*[)\]]`, 'i');
export const FEAT_TRAILING = new RegExp(String.raw`\s+(?:feat\.?|ft\.?|featuring)\s+(.+)$`, 'i');

/** Channel words that mean a label, aggregator or fan upload rather than the artist. */
const NOT_AN_ARTIST_CHANNEL =
  /\b(sing\s*king|7clouds|karafun|taj\s*tracks|dan\s*music|various\s+artists|records?|recordings|music|musik|musica|música|entertainment|tv|lyrics?|label|media|productions?|studios?|channel|official\s+charts|sounds?|beats|mixes|vibes|radio|network|films?|hits|playlist|karaoke|covers?|uploads?|archive|vault|chill|nation|tunes|songs)\b/i;

/** Words saying the uploader is not the performer: a karaoke, lyric, cover or instrumental upload. */
export const NOT_THE_PERFORMER =
  /\b(karaoke|lyrics?|letra|paroles|cover|instrumental|in\s+the\s+style\s+of)\b/i;

/** Trims whitespace and separator debris ("- ", " |", "  ") from both ends. */
export function trimDebris(text: string): string {
  return text
    .replace(/^[\s\-–—~|:·•_/]+|[\s\-–—~|:·•_/]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
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

export function sameName(a: string, b: string): boolean {
  const x = squash(a);
  return x.length > 0 && x === squash(b);
}

export function splitArtists(list: string): string[] {
  return list
    .split(/\s*(?:,|&|\band\b|\bx\b|\/)\s*/i)
    .map((a) => trimDebris(a))
    .filter(Boolean);
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

export const dedupe = (names: string[]) => {
  const seen = new Set<string>();
  return names.filter((n) => {
    const k = squash(n);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

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

/** Pulls feat. credits out of a song title: "Title (feat. X)" / "Title ft. X" → "Title", [X]. */
export function featuredFromTitle(title: string): { title: string; featured: string[] } {
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
