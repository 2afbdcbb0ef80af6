/**
 * Plans a demo community (issue 10) without touching a database: members with favourite genres,
 * requests of the three types whose texts are the real Deezer request texts, answers whose songs
 * fit the request where it names an artist or a genre, upvotes, saves, plays and feedback, all
 * timed within the last `days` days. Pure and deterministic for a given `seed`, so tests can
 * check the shape and the database step (demo-community.ts) only writes what this returns.
 */
import { seededRandom } from '../../../common/random';
import type { DetectionResult, RequestInput } from '../../modules/genre-detection/lib/detector';
import { foldForSearch } from '../../../common/text';

/** A catalogue song that plays (has a video id). */
export interface DemoSong {
  videoId: string;
  title: string;
  artist: string;
  /** The catalogue's genre label, e.g. "Hip-Hop", "Dance/Electronic"; null when unknown. */
  genre: string | null;
}

/** A genre of the taxonomy (hidden genres excluded by the caller). */
export interface DemoGenre {
  id: number;
  name: string;
}

/** One real request text with the artists it names (Deezer MusicRecoNER `entities`). */
export interface DemoText {
  text: string;
  artists: string[];
}

export interface DemoCounts {
  members: number;
  requests: number;
  responses: number;
  days: number;
}

export const DEFAULT_DEMO_COUNTS: DemoCounts = {
  members: 40,
  requests: 300,
  responses: 1000,
  days: 60,
};

export interface PlannedMember {
  displayName: string;
  email: string;
  role: 'member' | 'staff';
  createdAt: Date;
  genreIds: number[];
}

export interface PlannedRequest {
  /** Index into `members`. */
  author: number;
  type: 'text' | 'gif' | 'slts';
  content: string;
  /** For gif requests: index into the GIF list the caller passed. */
  gif: number | null;
  /** For slts requests: the song "like this". */
  song: DemoSong | null;
  genreIds: number[];
  createdAt: Date;
}

export interface PlannedResponse {
  request: number;
  author: number;
  song: DemoSong;
  comment: string;
  genreIds: number[];
  createdAt: Date;
  /** Why this song: it matches an artist or a genre the request names, or neither. */
  fit: 'artist' | 'genre' | 'none';
}

export interface PlannedReaction {
  member: number;
  /** Index into requests (request upvotes) or responses (the rest). */
  target: number;
  createdAt: Date;
}

export interface PlannedFeedback {
  member: number;
  type: 'bug' | 'feedback';
  comment: string;
  status: 'unread' | 'in-progress' | 'fixed' | 'tabled';
  createdAt: Date;
}

export interface DemoPlan {
  members: PlannedMember[];
  requests: PlannedRequest[];
  responses: PlannedResponse[];
  requestUpvotes: PlannedReaction[];
  responseUpvotes: PlannedReaction[];
  saves: PlannedReaction[];
  plays: PlannedReaction[];
  feedback: PlannedFeedback[];
}

const FIRST_NAMES = [
  'Maya',
  'Jonas',
  'Aiko',
  'Tomás',
  'Priya',
  'Oskar',
  'Lena',
  'Kwame',
  'Sofia',
  'Mateo',
  'Nadia',
  'Elias',
  'Chloé',
  'Ravi',
  'Ingrid',
  'Diego',
  'Yara',
  'Felix',
  'Amara',
  'Luca',
  'Hana',
  'Noah',
  'Zoe',
  'Iván',
  'Freya',
  'Omar',
  'Clara',
  'Kenji',
  'Lucía',
  'Theo',
  'Nia',
  'Anton',
  'Mira',
  'Samir',
  'Elsa',
  'Caleb',
  'Ines',
  'Marek',
  'Leila',
  'Ruben',
  'Ada',
  'Bruno',
];
const INITIALS = 'ABCDEFGHJKLMNPRSTVWZ';

const COMMENTS = [
  'This one never gets old.',
  'Exactly the vibe you are after, I think.',
  'Put this on last night and thought of your request.',
  'Give it a minute, the chorus pays off.',
  'My go-to for this mood.',
  'Turn it up for the second half.',
  'Underrated pick, trust me.',
  'Pure energy from the first second.',
  'Had this on repeat all summer.',
  'A little left field, but I think it fits.',
  'The production on this is unreal.',
  'Perfect for a long drive.',
  'Classic. You probably know it, but still.',
  'Headphones on for this one.',
  'It grows on you with every listen.',
  'Came here to post exactly this.',
];
const ARTIST_COMMENTS = [
  'If you like {artist}, this is their best.',
  'More {artist} is always the answer.',
  '{artist} at their finest.',
  'Start with this {artist} track.',
];
const GENRE_COMMENTS = [
  'Solid {genre} pick.',
  'One of my favourite {genre} tracks.',
  'If it is {genre} you want, start here.',
];

const FEEDBACK: readonly Omit<PlannedFeedback, 'member' | 'createdAt'>[] = [
  {
    type: 'feedback',
    comment: 'Love the Magic feed, it found me three new artists this week.',
    status: 'unread',
  },
  {
    type: 'bug',
    comment: 'The player kept playing after I closed the tab on my phone.',
    status: 'in-progress',
  },
  { type: 'feedback', comment: 'Could we filter saved songs by genre?', status: 'tabled' },
  {
    type: 'bug',
    comment: 'Search did not find a song when I typed the artist first.',
    status: 'fixed',
  },
  { type: 'feedback', comment: 'Would be great to see who upvoted my request.', status: 'unread' },
  {
    type: 'bug',
    comment: 'Dark mode: the genre chips are hard to read on the request page.',
    status: 'unread',
  },
];

/** Letters and digits only, lower-cased and accent-folded: "Hip-Hop" and "hip hop" both give "hiphop". */
export function compactKey(value: string): string {
  return foldForSearch(value).replace(/[^a-z0-9]/g, '');
}

/**
 * What the planner needs of the project's genre detector (server/modules/genre-detection/lib/
 * detector.ts, GenreDetector fits): the same tags a request or song would get in the app.
 */
export interface DemoDetector {
  detectRequest(
    request: RequestInput,
  ): Pick<DetectionResult, 'genreIds' | 'source' | 'mentionedArtists'>;
  genresOfLabel(label: string | null | undefined): number[];
}

interface Matchers {
  /** Catalogue songs by compactKey(artist). */
  artists: Map<string, DemoSong[]>;
  /** Catalogue songs by detected genre id. */
  songsByGenre: Map<number, DemoSong[]>;
  /** Each song's genre ids, by video id. */
  songGenres: Map<string, number[]>;
}

function buildMatchers(songs: DemoSong[], detector: DemoDetector): Matchers {
  const artists = new Map<string, DemoSong[]>();
  const songsByGenre = new Map<number, DemoSong[]>();
  const songGenres = new Map<string, number[]>();
  for (const song of songs) {
    const key = compactKey(song.artist);
    artists.set(key, [...(artists.get(key) ?? []), song]);
    const ids = detector.genresOfLabel(song.genre);
    songGenres.set(song.videoId, ids);
    for (const id of ids) songsByGenre.set(id, [...(songsByGenre.get(id) ?? []), song]);
  }
  return { artists, songsByGenre, songGenres };
}

/**
 * The catalogue artists a request names (compactKey): its annotated artist entities, else the
 * artists the detector recognises in the text (its capitalisation rules keep "muse" the word out).
 */
function artistsNamed(text: DemoText, m: Matchers, detector: DemoDetector): string[] {
  const fromEntities = text.artists.map(compactKey).filter((k) => m.artists.has(k));
  if (fromEntities.length > 0) return [...new Set(fromEntities)];
  return [
    ...new Set(
      detector.detectRequest({ type: 'text', content: text.text }).mentionedArtists.map(compactKey),
    ),
  ].filter((k) => m.artists.has(k));
}

/** Taxonomy genres the text names, as the detector reads them ("any good hip hop?" names Hip Hop). */
function genresNamed(text: string, detector: DemoDetector): number[] {
  const found = detector.detectRequest({ type: 'text', content: text });
  return found.source === 'text-genre' ? found.genreIds : [];
}

/** Trims a request text to `max` characters at a word boundary. */
function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The song of a "songs like this" request, fitting its text: a song of the artist it names, else a
 * song of the genre it names, else null (the request is planned as a text request instead).
 */
export function songLikeThis(
  artists: string[],
  genreIds: number[],
  m: Matchers,
  pick: <T>(list: readonly T[]) => T,
): DemoSong | null {
  const byArtist = artists.flatMap((a) => m.artists.get(a) ?? []);
  if (byArtist.length > 0) return pick(byArtist);
  for (const id of genreIds) {
    const byGenre = m.songsByGenre.get(id);
    if (byGenre && byGenre.length > 0) return pick(byGenre);
  }
  return null;
}

/**
 * Plans the community. `texts` are the candidate request texts (the first `counts.requests` that
 * pass the length rule are used, shuffled by `seed`, favouring those that name a catalogue artist
 * or a genre); `gifTitles` are the GIFs gif requests may point at (by index). Requests and answers
 * are tagged by `detector` exactly as the app's detection would tag them (no genre found → no
 * tag), and members' favourite genres follow how common each genre is in the catalogue. Throws
 * when the catalogue or the texts are too small for the counts.
 */
export function planDemoCommunity(
  input: {
    texts: DemoText[];
    songs: DemoSong[];
    genres: DemoGenre[];
    gifTitles: string[];
    maxTextLength: number;
    detector: DemoDetector;
  },
  counts: DemoCounts = DEFAULT_DEMO_COUNTS,
  options: { now?: Date; seed?: number } = {},
): DemoPlan {
  const now = (options.now ?? new Date()).getTime();
  const random = seededRandom(options.seed ?? 20261123);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const span = counts.days * 86_400_000;
  if (input.songs.length < 50)
    throw new Error(`The demo needs a catalogue of playable songs; found ${input.songs.length}.`);
  if (input.genres.length < 10)
    throw new Error('The demo needs the genre taxonomy; seed the database first.');
  const { detector } = input;
  const m = buildMatchers(input.songs, detector);
  const genreName = new Map(input.genres.map((g) => [g.id, g.name]));
  // Favourites are drawn as people pick them: common genres often, rare ones seldom (by how many
  // catalogue songs carry each), and one in eight from the whole taxonomy.
  const popular = [...m.songsByGenre.entries()]
    .filter(([id]) => genreName.has(id))
    .flatMap(([id, songs]) => Array<number>(songs.length).fill(id));

  // Members: the first is the printed member login, the last the staff account.
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
      genreIds.add(popular.length > 0 && random() < 7 / 8 ? pick(popular) : pick(input.genres).id);
    members.push({
      displayName: staff ? 'Sam (staff)' : name,
      email: staff
        ? 'staff@demo.hearsay.example'
        : i === 0
          ? 'member@demo.hearsay.example'
          : `${compactKey(name)}${i}@demo.hearsay.example`,
      role: staff ? 'staff' : 'member',
      createdAt: new Date(now - span - (1 + int(14)) * 86_400_000),
      genreIds: [...genreIds],
    });
  }
  const memberCount = counts.members;

  // Request texts: within the length rule, shuffled; those naming an artist or genre first for half.
  const usable = input.texts.filter((t) => t.text.trim().length >= 12);
  if (usable.length < counts.requests)
    throw new Error(`Only ${usable.length} request texts for ${counts.requests} requests.`);
  const shuffled = [...usable].sort(() => random() - 0.5);
  const named = new Map(
    shuffled.map((t) => [
      t,
      { artists: artistsNamed(t, m, detector), genres: genresNamed(t.text, detector) },
    ]),
  );
  // Requests naming a catalogue artist first (their answers can fit best), then those naming a genre.
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

  const requests = chosen
    .map((t) => ({ t, at: now - Math.floor(Math.pow(random(), 0.8) * span) }))
    .sort((a, b) => a.at - b.at)
    .map(({ t, at }, i) => {
      const author = int(memberCount);
      const { artists, genres } = named.get(t)!;
      // "Songs like this" needs a song that fits the text: two slots in six ask for one, and a
      // text naming neither an artist nor a genre of the catalogue stays a text request.
      const song = i % 6 === 1 || i % 6 === 3 ? songLikeThis(artists, genres, m, pick) : null;
      const type: PlannedRequest['type'] = i % 6 === 4 ? 'gif' : song ? 'slts' : 'text';
      const content = clip(t.text, input.maxTextLength);
      const gif = type === 'gif' ? int(input.gifTitles.length) : null;
      // The tags the app's detector gives this request; none when it finds none (the app then
      // marks it "no genre detected" for staff, never a guess from its author's taste).
      const genreIds = detector.detectRequest({
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
      return { ...planned, text: t, named: { artists, genres } };
    });

  // Answers: a long tail (a few requests draw many answers, about one in ten draws none).
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
    const author = int(memberCount);
    if (author === request.author) continue;
    const byArtist = request.named.artists.flatMap((a) => m.artists.get(a) ?? []);
    const namedGenres = request.named.genres.filter(
      (id) => (m.songsByGenre.get(id)?.length ?? 0) > 0,
    );
    const byGenre = namedGenres.flatMap((id) => m.songsByGenre.get(id)!);
    // A request whose text names nothing is answered within its detected tags mostly.
    const byTags = request.genreIds.flatMap((id) => m.songsByGenre.get(id) ?? []);
    const roll = random();
    const [pool, fit]: [DemoSong[], PlannedResponse['fit']] =
      byArtist.length > 0 && roll < 0.8
        ? [byArtist, 'artist']
        : byGenre.length > 0 && roll < 0.9
          ? [byGenre, 'genre']
          : byTags.length > 0 && roll < 0.8
            ? [byTags, 'none']
            : [input.songs, 'none'];
    const fresh = pool.filter((s) => !songsUsed[index]!.has(s.videoId));
    if (fresh.length === 0) continue;
    const song = pick(fresh);
    songsUsed[index]!.add(song.videoId);
    const start = Math.max(request.createdAt.getTime(), members[author]!.createdAt.getTime());
    const createdAt = new Date(
      start +
        5 * 60_000 +
        Math.floor(random() * Math.min(4 * 86_400_000, Math.max(60_000, now - start - 5 * 60_000))),
    );
    const comment =
      random() < 0.15
        ? ''
        : fit === 'artist' && random() < 0.5
          ? pick(ARTIST_COMMENTS).replace('{artist}', song.artist)
          : fit === 'genre' && random() < 0.5
            ? pick(GENRE_COMMENTS).replace('{genre}', genreName.get(namedGenres[0]!) ?? '')
            : pick(COMMENTS);
    responses.push({
      request: index,
      author,
      song,
      comment,
      genreIds: m.songGenres.get(song.videoId) ?? [],
      createdAt: new Date(Math.min(createdAt.getTime(), now - 60_000)),
      fit,
    });
  }
  if (responses.length < counts.responses)
    throw new Error(`Could only plan ${responses.length} of ${counts.responses} answers.`);

  /** Distinct members reacting to `targets`, each after `since(target)`, `perTarget()` of them. */
  const react = (
    targetCount: number,
    since: (t: number) => number,
    perTarget: (t: number) => number,
    exclude: (t: number) => number,
  ): PlannedReaction[] => {
    const out: PlannedReaction[] = [];
    for (let target = 0; target < targetCount; target++) {
      const who = new Set<number>();
      const n = Math.min(perTarget(target), memberCount - 1);
      while (who.size < n) {
        const member = int(memberCount);
        if (member !== exclude(target)) who.add(member);
      }
      for (const member of who)
        out.push({
          member,
          target,
          createdAt: new Date(since(target) + Math.floor(random() * (now - since(target)))),
        });
    }
    return out;
  };
  const requestUpvotes = react(
    requests.length,
    (t) => requests[t]!.createdAt.getTime(),
    () => Math.floor(Math.pow(random(), 2) * 12),
    (t) => requests[t]!.author,
  );
  const responseUpvotes = react(
    responses.length,
    (t) => responses[t]!.createdAt.getTime(),
    () => Math.floor(Math.pow(random(), 3) * 7),
    (t) => responses[t]!.author,
  );
  const saves = react(
    responses.length,
    (t) => responses[t]!.createdAt.getTime(),
    () => (random() < 0.35 ? 1 + int(3) : 0),
    (t) => responses[t]!.author,
  );
  // Plays: any member, repeats allowed (a play is an event, not a state).
  const plays: PlannedReaction[] = responses.flatMap((r, target) =>
    Array.from({ length: int(8) }, () => ({
      member: int(memberCount),
      target,
      createdAt: new Date(
        r.createdAt.getTime() + Math.floor(random() * (now - r.createdAt.getTime())),
      ),
    })),
  );
  const feedback = FEEDBACK.map((f) => ({
    ...f,
    member: int(memberCount),
    createdAt: new Date(now - Math.floor(random() * span)),
  }));

  return {
    members,
    requests: requests.map(({ text: _text, named: _named, ...r }) => r),
    responses,
    requestUpvotes,
    responseUpvotes,
    saves,
    plays,
    feedback,
  };
}
