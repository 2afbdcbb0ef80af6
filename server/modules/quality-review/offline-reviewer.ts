/**
 * The offline song-metadata reviewer: rules over the title cleaner and the song catalogue. No
 * network, no key. Flags packaging in titles, missing or channel-name artists, swapped fields,
 * featured artists in the title, titles in capitals, missing or contradicting genres, and marks
 * compilations and likely YouTube-only uploads.
 */
import { foldForSearch } from '../../../common/text';
import type { ReviewCatalogue, ReviewFinding, ReviewItem, SongReviewer } from './reviewer';
import {
  channelArtist,
  cleanSongTitle,
  isCapitals,
  splitFeatured,
  titleCaseFromCapitals,
} from './title-cleaner';

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

/** Reviews one item. Returns null when nothing is worth an operator's look. */
export function reviewItem(item: ReviewItem, catalogue: ReviewCatalogue): ReviewFinding | null {
  const issues: string[] = [];
  const rawTitle = (item.title ?? '').trim();
  const rawArtist = (item.artist ?? '').trim();
  const channel = item.channel?.trim() || null;
  const cleaned = cleanSongTitle({ title: rawTitle, channel }, catalogue);

  // Compilations: duration first, then words.
  const long = item.durationMs != null && item.durationMs >= COMPILATION_MIN_DURATION_MS;
  const multiArtist = MULTI_ARTIST.test(rawTitle);
  const isCompilation = long || cleaned.compilationWords || multiArtist;
  if (long) issues.push(`Compilation: ${formatDuration(item.durationMs!)} long`);
  else if (cleaned.compilationWords)
    issues.push('Compilation: album, playlist or mix in the title');
  else if (multiArtist) issues.push('Compilation: several artists in one upload');

  if (!rawTitle) issues.push('Title missing');
  if (cleaned.packaging.length > 0)
    issues.push(`Title contains packaging: ${cleaned.packaging.join(', ')}`);
  if (cleaned.annotations.length > 0)
    issues.push(`Title contains a version note: ${cleaned.annotations.join(', ')}`);

  const channelInfo = channelArtist(channel);
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

  // Swapped: the cleaner read the title backwards, or the stored artist is a known song title and the stored title a known artist.
  const storedSwapped =
    rawArtist &&
    rawTitle &&
    catalogue.artist(rawTitle) !== null &&
    catalogue.artist(rawArtist) === null;
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

  // Suggested title and artist.
  let suggestedTitle = storedSwapped ? rawArtist : (cleaned.title ?? rawTitle);
  let suggestedArtist = suggestArtist(
    rawTitle,
    rawArtist,
    cleaned,
    catalogue,
    !!storedSwapped,
    channel,
  );
  if (suggestedArtist) suggestedArtist = catalogue.artist(suggestedArtist) ?? suggestedArtist;
  const known =
    suggestedTitle && suggestedArtist ? catalogue.title?.(suggestedArtist, suggestedTitle) : null;
  if (suggestedTitle && isCapitals(suggestedTitle) && (!known || !isCapitals(known))) {
    issues.push('Title in capitals');
    suggestedTitle = known ?? titleCaseFromCapitals(suggestedTitle);
  } else if (known) suggestedTitle = known;

  // Genres: missing, or contradicting what the catalogue says about this song or artist.
  const catalogueGenres =
    suggestedArtist && suggestedTitle ? catalogue.genresFor(suggestedArtist, suggestedTitle) : [];
  const current = item.genres.filter((g) => !g.startsWith('__'));
  let suggestedGenres: string[] = [];
  if (current.length === 0) {
    issues.push('Genre missing');
    suggestedGenres = catalogueGenres;
  } else if (
    catalogueGenres.length > 0 &&
    !current.some((g) => catalogueGenres.some((c) => same(c, g)))
  ) {
    issues.push(`Genre contradicts the catalogue (${catalogueGenres.join(', ')})`);
    suggestedGenres = catalogueGenres;
  }

  const knownArtist = suggestedArtist
    ? catalogue.artist(splitFeatured(suggestedArtist).main) !== null
    : false;
  const officialChannel = channelInfo?.strength === 'strong';
  const likelyYtOnly =
    YT_ONLY_WORDS.test(`${rawTitle} ${channel ?? ''}`) ||
    isCompilation ||
    (!knownArtist && !officialChannel && !rawArtist);

  const titleChanged = suggestedTitle != null && suggestedTitle !== rawTitle;
  const artistChanged = suggestedArtist != null && suggestedArtist !== rawArtist;
  if (issues.length === 0) return null;
  return {
    responseId: item.responseId,
    issues,
    isCompilation,
    likelyYtOnly,
    suggestedTitle:
      titleChanged || artistChanged || suggestedGenres.length > 0 ? suggestedTitle || null : null,
    suggestedArtist:
      titleChanged || artistChanged || suggestedGenres.length > 0 ? suggestedArtist || null : null,
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
