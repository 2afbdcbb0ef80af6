/**
 * Plans a demo community without touching a database: members with favourite genres,
 * requests of the three types whose texts are the real Deezer request texts, answers whose songs
 * fit the request where it names an artist or a genre, upvotes, saves, plays and feedback, all
 * timed within the last `days` days. Pure and deterministic for a given `seed`, so tests can
 * check the shape and the database step (demo-community.ts) only writes what this returns.
 */
import { seededRandom } from '../../../common/random';
import { buildMatchers } from './demo-matchers';
import { chooseRequestTexts, planMembers, planRequests, planResponses } from './demo-plan-posts';
import { planFeedback, planReactions } from './demo-plan-reactions';
import { genreDescendants } from './demo-tags';
import type {
  DemoCounts,
  DemoDetector,
  DemoGenre,
  DemoPlan,
  DemoSong,
  DemoText,
  PlanContext,
} from './demo-plan-types';

export type * from './demo-plan-types';

export const DEFAULT_DEMO_COUNTS: DemoCounts = {
  members: 40,
  requests: 300,
  responses: 1000,
  days: 60,
};

/**
 * Plans the community. `texts` are the candidate request texts (the first `counts.requests` that
 * pass the length rule are used, shuffled by `seed`, favouring those that name a catalogue artist
 * or a genre); `gifTitles` are the GIFs gif requests may point at (by index). Requests are tagged
 * with what `detector` reads in their text, answers as it tags their songs (no genre found → no
 * tag; docs/decisions/055), and members' favourite genres follow how common each genre is in the
 * catalogue. Throws when the catalogue or the texts are too small for the counts.
 */
export function planDemoCommunity(
  input: {
    texts: DemoText[];
    songs: DemoSong[];
    genres: DemoGenre[];
    gifTitles: string[];
    maxTextLength: number;
    detector: DemoDetector;
    /** The taxonomy's (descendant, ancestor) pairs: answers may be of a genre under a tag. */
    ancestry?: readonly { child: number; ancestor: number }[];
  },
  counts: DemoCounts = DEFAULT_DEMO_COUNTS,
  options: { now?: Date; seed?: number } = {},
): DemoPlan {
  const random = seededRandom(options.seed ?? 20261123);
  const int = (n: number) => Math.floor(random() * n);
  const ctx: PlanContext = {
    now: (options.now ?? new Date()).getTime(),
    span: counts.days * 86_400_000,
    random,
    int,
    pick: (list) => list[int(list.length)]!,
    detector: input.detector,
    memberCount: counts.members,
  };
  if (input.songs.length < 50)
    throw new Error(`The demo needs a catalogue of playable songs; found ${input.songs.length}.`);
  if (input.genres.length < 10)
    throw new Error('The demo needs the genre taxonomy; seed the database first.');
  const m = buildMatchers(input.songs, input.detector);
  const genreName = new Map(input.genres.map((g) => [g.id, g.name]));
  // The phases run in this order on one random stream: reordering them changes every seed's plan.
  const members = planMembers(ctx, m, input.genres, counts);
  const relatives = genreDescendants(input.ancestry ?? []);
  const texts = chooseRequestTexts(ctx, { ...m, relatives }, input.texts, counts);
  const requests = planRequests(ctx, m, texts, input);
  const responses = planResponses(ctx, m, { requests, members }, { genreName, relatives }, counts);
  const reactions = planReactions(ctx, requests, responses);
  return {
    members,
    requests: requests.map(({ text: _text, named: _named, ...r }) => r),
    responses,
    ...reactions,
    feedback: planFeedback(ctx),
  };
}
