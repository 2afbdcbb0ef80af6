/**
 * The demo planner's posting phases: members, the request texts chosen, requests and answers. Each
 * phase draws from the shared seeded stream in `PlanContext`; demo-plan.ts calls them in a fixed
 * order, so one seed always plans one community.
 */
import { artistsNamed, clip, compactKey, genresNamed, songLikeThis } from './demo-matchers';
import type { Matchers } from './demo-matchers';
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

/** What a request text names: catalogue artists (compactKey) and taxonomy genre ids. */
export interface NamedInText {
  artists: string[];
  genres: number[];
}

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
 * answers can fit best), then up to half naming a genre, then the rest. Throws when too few texts
 * pass the length rule.
 */
export function chooseRequestTexts(
  ctx: PlanContext,
  m: Matchers,
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
  const namingGenre = shuffled.filter((t) => named.get(t)!.genres.length > 0);
  const half = Math.floor(counts.requests / 2);
  const chosen = [
    ...new Set([
      ...namingArtist.slice(0, Math.floor(half / 2)),
      ...namingGenre.slice(0, half),
      ...shuffled,
    ]),
  ].slice(0, counts.requests);
  return { chosen, named };
}

/**
 * One request per chosen text, oldest first, timed towards the recent end of the period. Two slots
 * in six ask "songs like this" when the text names an artist or genre of the catalogue (else they
 * stay text requests), one in six is a GIF request. Tags are what the app's detector gives; none
 * when it finds none (staff then see "no genre detected", never a guess from the author's taste).
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
      const song =
        i % 6 === 1 || i % 6 === 3 ? songLikeThis(named.artists, named.genres, m, pick) : null;
      const type: PlannedRequest['type'] = i % 6 === 4 ? 'gif' : song ? 'slts' : 'text';
      const content = clip(t.text, input.maxTextLength);
      const gif = type === 'gif' ? int(input.gifTitles.length) : null;
      const genreIds = ctx.detector.detectRequest({
        type,
        content,
        gifTitle: gif === null ? null : input.gifTitles[gif],
        song: song && { title: song.title, artist: song.artist },
      }).genreIds;
      const planned: PlannedRequest = {
        author,
        type,
        content,
        gif,
        song,
        genreIds: [...new Set(genreIds)],
        createdAt: new Date(at),
      };
      return { ...planned, text: t, named };
    });
}

/**
 * The songs an answer to `request` may pick from, and why: mostly the artist the text names, else
 * the genre it names, else the request's detected tags, else any catalogue song.
 */
function answerPool(
  ctx: PlanContext,
  m: Matchers,
  request: RequestInPlan,
  songs: DemoSong[],
): { pool: DemoSong[]; fit: PlannedResponse['fit']; namedGenres: number[] } {
  const byArtist = request.named.artists.flatMap((a) => m.artists.get(a) ?? []);
  const namedGenres = request.named.genres.filter(
    (id) => (m.songsByGenre.get(id)?.length ?? 0) > 0,
  );
  const byGenre = namedGenres.flatMap((id) => m.songsByGenre.get(id)!);
  const byTags = request.genreIds.flatMap((id) => m.songsByGenre.get(id) ?? []);
  const roll = ctx.random();
  if (byArtist.length > 0 && roll < 0.8) return { pool: byArtist, fit: 'artist', namedGenres };
  if (byGenre.length > 0 && roll < 0.9) return { pool: byGenre, fit: 'genre', namedGenres };
  if (byTags.length > 0 && roll < 0.8) return { pool: byTags, fit: 'none', namedGenres };
  return { pool: songs, fit: 'none', namedGenres };
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
 * draws none), never by the asker, never the same song twice on a request, each at least five
 * minutes after both the request and its author's sign-up. Throws when the catalogue cannot fill
 * the count within 20 attempts per answer.
 */
export function planResponses(
  ctx: PlanContext,
  m: Matchers,
  plan: { requests: RequestInPlan[]; members: PlannedMember[] },
  input: { songs: DemoSong[]; genreName: Map<number, string> },
  counts: DemoCounts,
): PlannedResponse[] {
  const { int, pick, random, now } = ctx;
  const { requests, members } = plan;
  const weights = requests.map(() => (random() < 0.08 ? 0 : Math.pow(random(), 2) + 0.25));
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
    const { pool, fit, namedGenres } = answerPool(ctx, m, request, input.songs);
    const fresh = pool.filter((s) => !songsUsed[index]!.has(s.videoId));
    if (fresh.length === 0) continue;
    const song = pick(fresh);
    songsUsed[index]!.add(song.videoId);
    const start = Math.max(request.createdAt.getTime(), members[author]!.createdAt.getTime());
    const window = Math.min(4 * DAY_MS, Math.max(60_000, now - start - 5 * 60_000));
    const createdAt = start + 5 * 60_000 + Math.floor(random() * window);
    const genre = input.genreName.get(namedGenres[0]!) ?? '';
    responses.push({
      request: index,
      author,
      song,
      comment: answerComment(ctx, fit, song, genre),
      genreIds: m.songGenres.get(song.videoId) ?? [],
      createdAt: new Date(Math.min(createdAt, now - 60_000)),
      fit,
    });
  }
  if (responses.length < counts.responses)
    throw new Error(`Could only plan ${responses.length} of ${counts.responses} answers.`);
  return responses;
}
