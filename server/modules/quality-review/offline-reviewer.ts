/**
 * The offline song-metadata reviewer: rules over the title cleaner and the song catalogue. No
 * network, no key. Flags packaging in titles, missing or channel-name artists, swapped fields,
 * featured artists in the title, titles in capitals, missing or contradicting genres, and marks
 * compilations and likely YouTube-only uploads.
 */
import { foldForSearch } from '../../../common/text';
import type { ReviewCatalogue, ReviewFinding, ReviewItem, SongReviewer } from './reviewer';
import { channelArtist, cleanSongTitle, splitFeatured } from './title-cleaner';
import { isCapitals, titleCaseFromCapitals } from './title-case';

/** Longer than this is an album, a mix or a long-form upload, not one song (20 min). */
export const COMPILATION_MIN_DURATION_MS = 20 * 60_000;

/** Words of uploads that streaming services rarely carry. */
const YT_ONLY_WORDS =
  /\b(cover|covered by|fan[-\s]?made|bootleg|reaction|karaoke|nightcore|slowed|reverb|sped\s+up|8d\s+audio|mashup|parody|tribute|acoustic\s+session|live\s+at|live\s+from|live\s+in|unplugged|rehearsal|demo|unreleased|leaked|snippet|tiktok\s+version|loop|extended\s+version|piano\s+version|guitar\s+lesson|tutorial|remake|edit\s+by)\b/i;
const MULTI_ARTIST =
  /\b(various\s+artists|v\.?\s?a\.?\s*[-–]|feat\.?.*\bx\b.*\bx\b)|\s\/\s.+\s\/\s/i;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  foldForSearch(a ?? '') === foldForSearch(b ?? '');

function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * The artist to suggest: the catalogue's artist when the stored fields are swapped, the artist read
 * from the title when the title names one, else the stored artist (a "- Topic"/"VEVO" channel name
 * turned into the artist's name) with any featured artists found in the title, else the channel's.
 */
function suggestArtist(
  rawTitle: string,
  rawArtist: string,
  cleaned: ReturnType<typeof cleanSongTitle>,
  catalogue: ReviewCatalogue,
  storedSwapped: boolean,
  channel: string | null,
): string | null {
  if (storedSwapped) return catalogue.artist(rawTitle);
  if (cleaned.artistSource === 'title') return cleaned.artist;
  // Found by title alone (catalogue or online): trusted unless a real artist is stored.
  if (
    cleaned.artistSource === 'catalogue' &&
    (!rawArtist ||
      channelArtist(rawArtist) === null ||
      (channel !== null && same(rawArtist, channel)))
  ) {
    return cleaned.artist;
  }
  if (!rawArtist) return cleaned.artist;
  const base = /(\s-\s*topic|vevo)$/i.test(rawArtist)
    ? (channelArtist(rawArtist)?.name ?? rawArtist)
    : rawArtist;
  const { main, featured } = splitFeatured(base);
  const all = [...featured, ...cleaned.featured].filter(
    (name, i, list) => list.findIndex((n) => same(n, name)) === i,
  );
  return all.length > 0 ? `${main} feat. ${all.join(' & ')}` : main;
}

/** What one review reads: the stored fields trimmed, the channel, and the title cleaner's reading. */
interface ReviewInput {
  item: ReviewItem;
  rawTitle: string;
  rawArtist: string;
  channel: string | null;
  channelInfo: ReturnType<typeof channelArtist>;
  cleaned: ReturnType<typeof cleanSongTitle>;
  /** The stored artist is a known song title and the stored title a known artist. */
  storedSwapped: boolean;
}

/** Compilations: by duration first, then by words. Pushes at most one issue. */
function checkCompilation({ item, rawTitle, cleaned }: ReviewInput, issues: string[]): boolean {
  const long = item.durationMs != null && item.durationMs >= COMPILATION_MIN_DURATION_MS;
  const multiArtist = MULTI_ARTIST.test(rawTitle);
  if (long) issues.push(`Compilation: ${formatDuration(item.durationMs!)} long`);
  else if (cleaned.compilationWords)
    issues.push('Compilation: album, playlist or mix in the title');
  else if (multiArtist) issues.push('Compilation: several artists in one upload');
  return long || cleaned.compilationWords || multiArtist;
}

/** Missing fields, packaging and version notes, channel names as artists, swaps, featured and repeated artists. */
function checkFields(input: ReviewInput, issues: string[]): void {
  const { rawTitle, rawArtist, channel, channelInfo, cleaned, storedSwapped } = input;
  if (!rawTitle) issues.push('Title missing');
  if (cleaned.packaging.length > 0)
    issues.push(`Title contains packaging: ${cleaned.packaging.join(', ')}`);
  if (cleaned.annotations.length > 0)
    issues.push(`Title contains a version note: ${cleaned.annotations.join(', ')}`);
  if (!rawArtist) issues.push('Artist missing');
  else if (
    /(\s-\s*topic|vevo)$/i.test(rawArtist) ||
    (channel &&
      same(rawArtist, channel) &&
      channelInfo?.strength === 'strong' &&
      !same(rawArtist, channelInfo.name))
  ) {
    issues.push(`Artist is a channel name (${rawArtist})`);
  }
  if (cleaned.swapped || storedSwapped) issues.push('Artist and title look swapped');
  if (/\b(feat\.?|ft\.?|featuring)\s/i.test(rawTitle))
    issues.push('Featured artists in the title instead of the artist field');
  if (
    rawArtist &&
    rawTitle &&
    cleaned.artistSource === 'title' &&
    !storedSwapped &&
    rawTitle.toLowerCase().startsWith(`${splitFeatured(rawArtist).main.toLowerCase()} `)
  ) {
    issues.push('Artist repeated in the title');
  }
}

/** The title and artist to suggest, spelled as the catalogue spells them; flags a title in capitals. */
function suggestTitleAndArtist(
  input: ReviewInput,
  catalogue: ReviewCatalogue,
  issues: string[],
): { title: string; artist: string | null } {
  const { rawTitle, rawArtist, cleaned, storedSwapped, channel } = input;
  let title = storedSwapped ? rawArtist : (cleaned.title ?? rawTitle);
  let artist = suggestArtist(rawTitle, rawArtist, cleaned, catalogue, storedSwapped, channel);
  if (artist) artist = catalogue.artist(artist) ?? artist;
  const known = title && artist ? catalogue.title?.(artist, title) : null;
  if (title && isCapitals(title) && (!known || !isCapitals(known))) {
    issues.push('Title in capitals');
    title = known ?? titleCaseFromCapitals(title);
  } else if (known) title = known;
  return { title, artist };
}

/** Genres missing, or contradicting what the catalogue says of this song or artist: the catalogue's then. */
function suggestGenres(
  item: ReviewItem,
  suggested: { title: string; artist: string | null },
  catalogue: ReviewCatalogue,
  issues: string[],
): string[] {
  const catalogueGenres =
    suggested.artist && suggested.title
      ? catalogue.genresFor(suggested.artist, suggested.title)
      : [];
  const current = item.genres.filter((g) => !g.startsWith('__'));
  if (current.length === 0) {
    issues.push('Genre missing');
    return catalogueGenres;
  }
  if (catalogueGenres.length > 0 && !current.some((g) => catalogueGenres.some((c) => same(c, g)))) {
    issues.push(`Genre contradicts the catalogue (${catalogueGenres.join(', ')})`);
    return catalogueGenres;
  }
  return [];
}

/** An upload streaming services likely lack: its words, a compilation, or no known artist at all. */
function isLikelyYtOnly(
  input: ReviewInput,
  isCompilation: boolean,
  suggestedArtist: string | null,
  catalogue: ReviewCatalogue,
): boolean {
  const knownArtist = suggestedArtist
    ? catalogue.artist(splitFeatured(suggestedArtist).main) !== null
    : false;
  const officialChannel = input.channelInfo?.strength === 'strong';
  return (
    YT_ONLY_WORDS.test(`${input.rawTitle} ${input.channel ?? ''}`) ||
    isCompilation ||
    (!knownArtist && !officialChannel && !input.rawArtist)
  );
}

/** Reviews one item. Returns null when nothing is worth an operator's look. */
export function reviewItem(item: ReviewItem, catalogue: ReviewCatalogue): ReviewFinding | null {
  const rawTitle = (item.title ?? '').trim();
  const rawArtist = (item.artist ?? '').trim();
  const channel = item.channel?.trim() || null;
  const input: ReviewInput = {
    item,
    rawTitle,
    rawArtist,
    channel,
    channelInfo: channelArtist(channel),
    cleaned: cleanSongTitle({ title: rawTitle, channel }, catalogue),
    storedSwapped: Boolean(
      rawArtist &&
      rawTitle &&
      catalogue.artist(rawTitle) !== null &&
      catalogue.artist(rawArtist) === null,
    ),
  };
  const issues: string[] = [];
  const isCompilation = checkCompilation(input, issues);
  checkFields(input, issues);
  const suggested = suggestTitleAndArtist(input, catalogue, issues);
  const suggestedGenres = suggestGenres(item, suggested, catalogue, issues);
  if (issues.length === 0) return null;
  const changed =
    (suggested.title != null && suggested.title !== rawTitle) ||
    (suggested.artist != null && suggested.artist !== rawArtist) ||
    suggestedGenres.length > 0;
  return {
    responseId: item.responseId,
    issues,
    isCompilation,
    likelyYtOnly: isLikelyYtOnly(input, isCompilation, suggested.artist, catalogue),
    suggestedTitle: changed ? suggested.title || null : null,
    suggestedArtist: changed ? suggested.artist || null : null,
    suggestedGenres,
  };
}

/** The offline reviewer (default). */
export function createOfflineReviewer(): SongReviewer {
  return {
    name: 'offline',
    batchSize: 500,
    review: async (items, catalogue) =>
      items
        .map((item) => reviewItem(item, catalogue))
        .filter((f): f is ReviewFinding => f !== null),
  };
}
