/**
 * The demo planner's posting phases: members, the request texts chosen, requests and answers. Each
 * phase draws from the shared seeded stream in `PlanContext`; demo-plan.ts calls them in a fixed
 * order, so one seed always plans one community.
 */
import { artistsNamed, clip, compactKey, genresNamed } from './demo-matchers';
import type { Matchers } from './demo-matchers';
import {
  agreeingGifs,
  agreeingSongs,
  answerFit,
  catalogueHas,
  relatedGenres,
  textTags,
  type NamedInText,
} from './demo-tags';
import type {
  DemoCounts,
  DemoGenre,
  DemoSong,
  DemoText,
  PlanContext,
  PlannedMember,
  PlannedRequest,
  PlannedResponse,
} from './demo-plan-types';
import { ARTIST_COMMENTS, COMMENTS, FIRST_NAMES, GENRE_COMMENTS, INITIALS } from './demo-words';

/** A planned request with the text it came from and what that text names (answers aim at it). */
export type RequestInPlan = PlannedRequest & { text: DemoText; named: NamedInText };

const DAY_MS = 86_400_000;

/**
 * `counts.members` members plus the staff account (last); the first is the printed member login.
 * Favourites are drawn as people pick them: common genres often, rare ones seldom (weighted by how
 * many catalogue songs carry each), and one in eight from the whole taxonomy.
 */
export function planMembers(
  ctx: PlanContext,
  m: Matchers,
  genres: DemoGenre[],
  counts: DemoCounts,
): PlannedMember[] {
  const { int, pick, random } = ctx;
  const known = new Set(genres.map((g) => g.id));
  const popular = [...m.songsByGenre.entries()]
    .filter(([id]) => known.has(id))
    .flatMap(([id, songs]) => Array<number>(songs.length).fill(id));
  const members: PlannedMember[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < counts.members + 1; i++) {
    let name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${INITIALS[int(INITIALS.length)]}.`;
    while (usedNames.has(name))
      name = `${FIRST_NAMES[int(FIRST_NAMES.length)]} ${INITIALS[int(INITIALS.length)]}.`;
    usedNames.add(name);
    const staff = i === counts.members;
    const genreIds = new Set<number>();
    const wanted = 3 + int(5);
    while (genreIds.size < wanted)
      genreIds.add(popular.length > 0 && random() < 7 / 8 ? pick(popular) : pick(genres).id);
    members.push({
      displayName: staff ? 'Sam (staff)' : name,
      email: staff
        ? 'staff@demo.hearsay.example'
        : i === 0
          ? 'member@demo.hearsay.example'
          : `${compactKey(name)}${i}@demo.hearsay.example`,
      role: staff ? 'staff' : 'member',
      createdAt: new Date(ctx.now - ctx.span - (1 + int(14)) * DAY_MS),
      genreIds: [...genreIds],
    });
  }
  return members;
}

/**
 * The `counts.requests` texts to post, shuffled: about a quarter naming a catalogue artist (their
 * answers can fit best), up to half naming a genre, a tenth naming neither (a vague request is
 * part of any community), then more naming an artist or a genre. Throws when too few texts pass
 * the length rule.
 */
export function chooseRequestTexts(
  ctx: PlanContext,
  m: Matchers & { relatives: Map<number, number[]> },
  texts: DemoText[],
  counts: DemoCounts,
): { chosen: DemoText[]; named: Map<DemoText, NamedInText> } {
  const usable = texts.filter((t) => t.text.trim().length >= 12);
  if (usable.length < counts.requests)
    throw new Error(`Only ${usable.length} request texts for ${counts.requests} requests.`);
  const shuffled = [...usable].sort(() => ctx.random() - 0.5);
  const named = new Map(
    shuffled.map((t) => [
      t,
      { artists: artistsNamed(t, m, ctx.detector), genres: genresNamed(t.text, ctx.detector) },
    ]),
  );
  const namingArtist = shuffled.filter((t) => named.get(t)!.artists.length > 0);
  // A genre the catalogue cannot answer (lofi, jazz) would leave its request unanswered.
  const namingGenre = shuffled.filter((t) => catalogueHas(named.get(t)!.genres, m, m.relatives));
  const vague = shuffled.filter(
    (t) => named.get(t)!.artists.length === 0 && named.get(t)!.genres.length === 0,
  );
  const half = Math.floor(counts.requests / 2);
  const chosen = [
    ...new Set([
      ...namingArtist.slice(0, Math.floor(half / 2)),
      ...namingGenre.slice(0, half),
      ...vague.slice(0, Math.floor(counts.requests / 10)),
      ...namingArtist,
      ...namingGenre,
      ...shuffled.filter((t) => named.get(t)!.genres.length > 0),
      ...shuffled,
    ]),
  ].slice(0, counts.requests);
  return { chosen, named };
}

/**
 * One request per chosen text, oldest first, timed towards the recent end of the period. Two slots
 * in six ask "songs like this" when the catalogue has a song agreeing with the text (else they stay
 * text requests), one in six is a GIF request when a GIF agrees with it. Tags are what the genre
 * detector reads in the text (demo-tags.ts); none when it names neither a genre nor a catalogue
 * artist (staff then see "no genre detected", never a guess from the author's taste).
 */
export function planRequests(
  ctx: PlanContext,
  m: Matchers,
  texts: { chosen: DemoText[]; named: Map<DemoText, NamedInText> },
  input: { gifTitles: string[]; maxTextLength: number },
): RequestInPlan[] {
  const { int, pick, random } = ctx;
  return texts.chosen
    .map((t) => ({ t, at: ctx.now - Math.floor(Math.pow(random(), 0.8) * ctx.span) }))
    .sort((a, b) => a.at - b.at)
    .map(({ t, at }, i) => {
      const author = int(ctx.memberCount);
      const named = texts.named.get(t)!;
      const genreIds = textTags(named, m, ctx.detector);
      const songs =
        i % 6 === 1 || i % 6 === 3 ? agreeingSongs(named, genreIds, m, ctx.detector) : [];
      const song = songs.length > 0 ? pick(songs) : null;
      const gifs =
        i % 6 === 4 ? agreeingGifs(input.gifTitles, genreIds, ctx.detector) : ([] as number[]);
      const gif = gifs.length > 0 ? pick(gifs) : null;
      const type: PlannedRequest['type'] = gif !== null ? 'gif' : song ? 'slts' : 'text';
      const planned: PlannedRequest = {
        author,
        type,
        content: clip(t.text, input.maxTextLength),
        gif,
        song,
        genreIds,
        createdAt: new Date(at),
      };
      return { ...planned, text: t, named };
    });
}

const songsOf = (m: Matchers, genreIds: number[]) => [
  ...new Set(genreIds.flatMap((id) => m.songsByGenre.get(id) ?? [])),
];

/**
 * The songs an answer to `request` may pick from: mostly the artist the text names, else songs of
 * the request's tags, else of their parents or children in the taxonomy. Empty when the catalogue
 * has none of these (a lofi request in a catalogue without lofi): such a request stays unanswered
 * rather than get a song that does not fit.
 */
function answerPool(
  ctx: PlanContext,
  m: Matchers,
  request: RequestInPlan,
  relatives: Map<number, number[]>,
): DemoSong[] {
  const byArtist = request.named.artists.flatMap((a) => m.artists.get(a) ?? []);
  const byTags = songsOf(m, request.genreIds);
  const byGenre =
    byTags.length > 0 ? byTags : songsOf(m, relatedGenres(request.genreIds, relatives));
  if (byArtist.length > 0 && (byGenre.length === 0 || ctx.random() < 0.7)) return byArtist;
  return byGenre;
}

/** An answer's comment: none in about one answer in seven, else one fitting why the song was picked. */
function answerComment(
  ctx: PlanContext,
  fit: PlannedResponse['fit'],
  song: DemoSong,
  genre: string,
): string {
  const { pick, random } = ctx;
  if (random() < 0.15) return '';
  if (fit === 'artist' && random() < 0.5)
    return pick(ARTIST_COMMENTS).replace('{artist}', song.artist);
  if (fit === 'genre' && random() < 0.5) return pick(GENRE_COMMENTS).replace('{genre}', genre);
  return pick(COMMENTS);
}

/**
 * `counts.responses` answers with a long tail (a few requests draw many answers, about one in ten
 * draws none, nor does one the catalogue cannot answer fittingly), never by the asker, never the same song twice on a request, each at least five
 * minutes after both the request and its author's sign-up. Throws when the catalogue cannot fill
 * the count within 20 attempts per answer.
 */
export function planResponses(
  ctx: PlanContext,
  m: Matchers,
  plan: { requests: RequestInPlan[]; members: PlannedMember[] },
  input: { genreName: Map<number, string>; relatives: Map<number, number[]> },
  counts: DemoCounts,
): PlannedResponse[] {
  const { int, pick, random, now } = ctx;
  const { requests, members } = plan;
  const weights = requests.map((r) =>
    random() < 0.08 || answerPool(ctx, m, r, input.relatives).length === 0
      ? 0
      : Math.pow(random(), 2) + 0.25,
  );
  const total = weights.reduce((a, b) => a + b, 0);
  const songsUsed = requests.map((r) => new Set(r.song ? [r.song.videoId] : []));
  const responses: PlannedResponse[] = [];
  for (
    let attempts = 0;
    responses.length < counts.responses && attempts < counts.responses * 20;
    attempts++
  ) {
    let x = random() * total;
    let index = 0;
    while (x > weights[index]! && index < weights.length - 1) x -= weights[index++]!;
    const request = requests[index]!;
    const author = int(ctx.memberCount);
    if (author === request.author) continue;
    const fresh = answerPool(ctx, m, request, input.relatives).filter(
      (s) => !songsUsed[index]!.has(s.videoId),
    );
    if (fresh.length === 0) continue;
    const song = pick(fresh);
    songsUsed[index]!.add(song.videoId);
    const start = Math.max(request.createdAt.getTime(), members[author]!.createdAt.getTime());
    const window = Math.min(4 * DAY_MS, Math.max(60_000, now - start - 5 * 60_000));
    const createdAt = start + 5 * 60_000 + Math.floor(random() * window);
    const fit = answerFit(song, request, m, input.relatives);
    const songGenres = m.songGenres.get(song.videoId) ?? [];
    const genre = input.genreName.get(songGenres.find((id) => request.genreIds.includes(id))!);
    responses.push({
      request: index,
      author,
      song,
      comment: answerComment(ctx, fit, song, genre ?? ''),
      genreIds: songGenres,
      createdAt: new Date(Math.min(createdAt, now - 60_000)),
      fit,
    });
  }
  if (responses.length < counts.responses)
    throw new Error(`Could only plan ${responses.length} of ${counts.responses} answers.`);
  return responses;
}
