/**
 * What a demo request is about, and making everything attached to it agree with its text
 * (docs/decisions/055): its tags are what the genre detector reads in the text (the genres it
 * names, then the catalogue genres of the artists it names), the GIF of a GIF request and the song
 * of a "songs like this" request are chosen so the detector reads no other genre in them, and an
 * answer fits when its song is by a named artist, or carries one of the request's tags or a
 * narrower genre under one in the taxonomy ("Rock" asked, a "Grunge" song given). A broader genre
 * is no fit: "Electronic" for a lofi request would bring any dance-pop hit.
 */
import type { Matchers } from './demo-matchers';
import type { DemoDetector, DemoSong, PlannedResponse } from './demo-plan-types';

/** Most tags on one request, as the detector gives at most. */
const MAX_TAGS = 3;

/** What a request text names: catalogue artists (compactKey) and taxonomy genre ids. */
export interface NamedInText {
  artists: string[];
  genres: number[];
}

/**
 * The catalogue genres of the artists named, as the detector gives them for a song by that artist
 * with an unknown title (their most frequent catalogue genres).
 */
export function artistGenres(artists: string[], m: Matchers, detector: DemoDetector): number[] {
  return artists.flatMap((key) => {
    const name = m.artists.get(key)?.[0]?.artist;
    return name ? detector.detectSong({ title: '', artist: name }).genreIds : [];
  });
}

/**
 * A request's tags from its text alone: the genres it names first, then its named artists'
 * catalogue genres, at most three; none when it names neither.
 */
export function textTags(named: NamedInText, m: Matchers, detector: DemoDetector): number[] {
  return [...new Set([...named.genres, ...artistGenres(named.artists, m, detector)])].slice(
    0,
    MAX_TAGS,
  );
}

const agrees = (detected: number[], tags: number[]) =>
  tags.length === 0 ? detected.length === 0 : detected.some((id) => tags.includes(id));

/**
 * The GIFs (by index) a GIF request with this text and these tags may show: those whose title
 * adds no genre outside the tags, so the detector reads the same request either way.
 */
export function agreeingGifs(titles: string[], tags: number[], detector: DemoDetector): number[] {
  return titles.flatMap((title, i) =>
    detector
      .detectRequest({ type: 'gif', content: null, gifTitle: title })
      .genreIds.every((id) => tags.includes(id))
      ? [i]
      : [],
  );
}

/**
 * The songs a "songs like this" request may carry: by an artist it names, else of a genre it names,
 * keeping only songs whose detected genres agree with the tags.
 */
export function agreeingSongs(
  named: NamedInText,
  tags: number[],
  m: Matchers,
  detector: DemoDetector,
): DemoSong[] {
  const byArtist = named.artists.flatMap((a) => m.artists.get(a) ?? []);
  const candidates =
    byArtist.length > 0 ? byArtist : named.genres.flatMap((id) => m.songsByGenre.get(id) ?? []);
  return candidates.filter((song) =>
    agrees(
      detector.detectRequest({
        type: 'slts',
        content: null,
        song: { title: song.title, artist: song.artist },
      }).genreIds,
      tags,
    ),
  );
}

/** Each genre's descendants in the taxonomy, from its (child, ancestor) pairs. */
export function genreDescendants(
  pairs: readonly { child: number; ancestor: number }[],
): Map<number, number[]> {
  const descendants = new Map<number, number[]>();
  for (const { child, ancestor } of pairs)
    descendants.set(ancestor, [...(descendants.get(ancestor) ?? []), child]);
  return descendants;
}

/** The genres under a request's tags in the taxonomy that are not tags themselves. */
export function relatedGenres(tags: number[], descendants: Map<number, number[]>): number[] {
  return [...new Set(tags.flatMap((id) => descendants.get(id) ?? []))].filter(
    (id) => !tags.includes(id),
  );
}

/** True when the catalogue has a song of one of these genres or of a genre under one. */
export function catalogueHas(
  genreIds: number[],
  m: Matchers,
  descendants: Map<number, number[]>,
): boolean {
  return [...genreIds, ...relatedGenres(genreIds, descendants)].some(
    (id) => (m.songsByGenre.get(id)?.length ?? 0) > 0,
  );
}

/**
 * Why an answer's song fits its request: by an artist the text names, of one of its tags, of a
 * genre under a tag in the taxonomy, or not at all.
 */
export function answerFit(
  song: DemoSong,
  request: { named: NamedInText; genreIds: number[] },
  m: Matchers,
  relatives: Map<number, number[]>,
): PlannedResponse['fit'] {
  if (request.named.artists.some((a) => m.artists.get(a)?.includes(song))) return 'artist';
  const genres = m.songGenres.get(song.videoId) ?? [];
  if (genres.some((id) => request.genreIds.includes(id))) return 'genre';
  const related = relatedGenres(request.genreIds, relatives);
  return genres.some((id) => related.includes(id)) ? 'related' : 'none';
}
