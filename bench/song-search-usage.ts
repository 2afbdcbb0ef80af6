/**
 * How many online song searches members spend (docs/decisions/028-world-song-search.md,
 * "Measured usage"). Runs the real app in process (PGlite) with SONG_PROVIDER=auto against the local
 * iTunes fake, and simulates members typing song queries into the recommendation form's box:
 *
 * - The box searches once the text has been still for SONG_SEARCH_DEBOUNCE_MS (800 ms, as
 *   `useSongSearch` does) and holds at least SEARCH_MIN_CHARS; a text the member already searched in
 *   the last 5 minutes is answered by the client's query cache (its staleTime) and never reaches
 *   the server.
 * - Typing: 90–260 ms between keys; after a word, a pause of 0.8–2.5 s with probability 0.15 (the
 *   box then searches the unfinished text); 20 % of answers are refined once (artist words added).
 *   Query forms: title (40 %), artist + title (35 %), title + artist (15 %), artist only (10 %).
 * - Every search reaches the online step (the catalogue answers beside it, it does not replace it),
 *   so the catalogue's content does not change the counts; it is left empty here.
 *
 * Scenario A: one active member answers 50 requests with 50 different songs, on an empty cache (the
 * online searches it takes from their ONLINE_SONG_SEARCH_DAILY_MAX budget); A' the same member
 * typing hesitantly (a pause after half the words, 60 % of title-only queries refined). Scenario B, a demo
 * session: 8 members each answer 15 of 30 requests, songs drawn by popularity (Zipf, s = 1) from
 * 120 of the demo catalogue's songs, so members overlap; the shared 24 h cache's hit rate is
 * cache hits / searches that reached the server. Seeded, so the figures repeat.
 *
 * Run: `npx tsx bench/song-search-usage.ts` (about a minute).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { SEARCH_MIN_CHARS, SONG_SEARCH_DEBOUNCE_MS } from '../common/constants';
import { loadConfig } from '../server/config';
import { startFakeITunes } from '../server/test/fakes/fake-itunes';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../server/test/harness';

/**
 * Simulated time: Date.now runs ahead by what the simulated members spend (typing, reading), so the
 * iTunes adapter's own limit (20 calls a minute per process, decision 028) sees a realistic pace.
 * Set before the app is built: the adapter reads Date.now through the reference it gets then.
 */
const realNow = Date.now.bind(Date);
let simulatedMs = 0;
Date.now = () => realNow() + simulatedMs;
const advance = (ms: number) => {
  simulatedMs += ms;
};

/** How hesitant the typist is: chance of a ≥ 800 ms pause after a word, and of refining a title-only query. */
const typist = { pauseAfterWord: 0.15, refine: 0.2 };

/** The client's song-search staleTime (client/lib/queries/songs.ts). */
const CLIENT_STALE_MS = 5 * 60_000;

interface Song {
  title: string;
  artist: string;
}

/** mulberry32: a small seeded generator, so runs repeat. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const songs: Song[] = (
  parse(readFileSync(new URL('../server/setup/data/demo-songs.csv', import.meta.url)), {
    columns: true,
  }) as Song[]
).map((r) => ({
  title: r.title,
  artist: r.artist,
}));

/** The text a member means to type for `song` (lower case, as most people type a search). */
function queryFor(song: Song, rnd: () => number): { first: string; refined: string | null } {
  const title = song.title.toLowerCase();
  const artist = song.artist.toLowerCase();
  const r = rnd();
  const first =
    r < 0.4 ? title : r < 0.75 ? `${artist} ${title}` : r < 0.9 ? `${title} ${artist}` : artist;
  const refined =
    first === title && rnd() < typist.refine
      ? `${title} ${artist}`
      : first === artist
        ? `${artist} ${title.split(' ')[0]}`
        : null;
  return { first, refined };
}

/**
 * The texts the box searches while a member types `text` after `typedBefore` (a refinement keeps
 * what is in the box): each text still for ≥ 800 ms, and the final one.
 */
function firedWhileTyping(typedBefore: string, text: string, rnd: () => number): string[] {
  const fired: string[] = [];
  let box = typedBefore;
  const start = typedBefore.length > 0 && text.startsWith(typedBefore) ? typedBefore.length : 0;
  if (start === 0) box = '';
  for (let i = start; i < text.length; i++) {
    box += text[i];
    const endOfWord = text[i + 1] === ' ';
    const pause =
      endOfWord && rnd() < typist.pauseAfterWord ? 800 + rnd() * 1700 : 90 + rnd() * 170;
    if (pause >= SONG_SEARCH_DEBOUNCE_MS && box.trim().length >= SEARCH_MIN_CHARS)
      fired.push(box.trim());
  }
  fired.push(box.trim());
  return fired;
}

interface Member {
  who: SignedIn;
  /** Texts searched, with the simulated time, for the client's query cache. */
  searched: Map<string, number>;
  clock: number;
  serverSearches: number;
}

interface Counters {
  serverSearches: number;
  itunesCalls: number;
  /** Answers without online songs because the adapter was at its per-minute limit or iTunes failed. */
  unavailable: number;
}

/**
 * One answer: the searches typing the song's query fires. `searchGapMs` is the time that passes
 * between two searches of this member for everyone (smaller when several members type at once).
 */
async function answerWith(
  ctx: TestContext,
  member: Member,
  song: Song,
  rnd: () => number,
  counters: Counters,
  itunesCalls: () => number,
  searchGapMs: number,
) {
  const { first, refined } = queryFor(song, rnd);
  const texts = [
    ...firedWhileTyping('', first, rnd),
    ...(refined ? firedWhileTyping(first, refined, rnd) : []),
  ];
  for (const text of texts) {
    member.clock += 2000;
    advance(searchGapMs);
    const last = member.searched.get(text);
    if (
      text.length < SEARCH_MIN_CHARS ||
      (last !== undefined && member.clock - last < CLIENT_STALE_MS)
    )
      continue;
    member.searched.set(text, member.clock);
    const before = itunesCalls();
    const res = await ctx.app.inject({
      url: `/api/youtube/search?query=${encodeURIComponent(text)}`,
      headers: { cookie: member.who.cookie },
    });
    if (res.statusCode !== 200) throw new Error(`search ${text}: ${res.statusCode} ${res.body}`);
    counters.serverSearches++;
    member.serverSearches++;
    counters.itunesCalls += itunesCalls() - before;
    if ((res.json() as { notice?: string | null }).notice === 'online_unavailable')
      counters.unavailable++;
  }
  member.clock += 60_000; // reading the request, writing the comment
}

const newMember = async (ctx: TestContext): Promise<Member> => ({
  who: await signUp(ctx.app),
  searched: new Map(),
  clock: 0,
  serverSearches: 0,
});

async function main() {
  const fake = await startFakeITunes();
  const ctx = await createTestContext(
    {
      SONG_PROVIDER: 'auto',
      ITUNES_BASE_URL: fake.url,
      ONLINE_SONG_SEARCH_DAILY_MAX: '1000000',
      SONG_SEARCH_DAILY_MAX: '1000000',
    },
    { seed: false },
  );
  const itunesCalls = () => fake.calls.filter((u) => u.pathname === '/search').length;
  try {
    // A: one active member, 50 requests, 50 different songs, empty cache.
    const rndA = random(31);
    const active = await newMember(ctx);
    const a: Counters = { serverSearches: 0, itunesCalls: 0, unavailable: 0 };
    const picks = [...songs].sort(() => rndA() - 0.5).slice(0, 50);
    for (const song of picks) {
      await answerWith(ctx, active, song, rndA, a, itunesCalls, 2000);
      advance(60_000);
    }

    // A': the same with a hesitant typist (pauses after half the words, refines 60 % of title-only queries).
    Object.assign(typist, { pauseAfterWord: 0.5, refine: 0.6 });
    await ctx.handle.db.execute('delete from song_search_cache');
    const rndSlow = random(31);
    const slow = await newMember(ctx);
    const aSlow: Counters = { serverSearches: 0, itunesCalls: 0, unavailable: 0 };
    for (const song of [...songs].sort(() => rndSlow() - 0.5).slice(0, 50)) {
      await answerWith(ctx, slow, song, rndSlow, aSlow, itunesCalls, 2000);
      advance(60_000);
    }
    Object.assign(typist, { pauseAfterWord: 0.15, refine: 0.2 });

    // B: a demo session on a fresh cache (the cache table emptied), 8 members × 15 answers.
    await ctx.handle.db.execute('delete from song_search_cache');
    const rndB = random(2026);
    const pool = [...songs].sort(() => rndB() - 0.5).slice(0, 120);
    const weights = pool.map((_, i) => 1 / (i + 1));
    const total = weights.reduce((x, y) => x + y, 0);
    const pick = () => {
      let r = rndB() * total;
      for (let i = 0; i < pool.length; i++) if ((r -= weights[i]!) <= 0) return pool[i]!;
      return pool[pool.length - 1]!;
    };
    const members = await Promise.all(Array.from({ length: 8 }, () => newMember(ctx)));
    const b: Counters = { serverSearches: 0, itunesCalls: 0, unavailable: 0 };
    for (let round = 0; round < 15; round++) {
      // The 8 members type at the same time: each search of one is 2 s / 8 after the previous one of anyone.
      for (const member of members)
        await answerWith(ctx, member, pick(), rndB, b, itunesCalls, 250);
      advance(60_000);
    }

    const budget = loadConfig({}).ONLINE_SONG_SEARCH_DAILY_MAX;
    const hitRate = (c: Counters) =>
      c.serverSearches === 0 ? 0 : (c.serverSearches - c.itunesCalls) / c.serverSearches;
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log('Song search usage (bench/song-search-usage.ts)');
    console.log(`A. One member answering 50 requests (50 songs, empty cache):`);
    console.log(
      `   searches reaching the server ${a.serverSearches} (${(a.serverSearches / 50).toFixed(2)} per answer)`,
    );
    console.log(
      `   online (iTunes) searches     ${a.itunesCalls}; cache hits ${a.serverSearches - a.itunesCalls} (${pct(hitRate(a))})`,
    );
    console.log(`   answered without online songs (adapter limit or failure): ${a.unavailable}`);
    console.log(
      `   default ONLINE_SONG_SEARCH_DAILY_MAX ${budget}: ${(budget / Math.max(1, a.itunesCalls)).toFixed(1)} × this member's need`,
    );
    console.log(
      `A'. The same, hesitant typist: ${aSlow.serverSearches} searches, ${aSlow.itunesCalls} online (${(aSlow.itunesCalls / 50).toFixed(2)} per answer)`,
    );
    console.log(`B. Demo session (8 members × 15 answers, 120 popular songs):`);
    console.log(
      `   searches reaching the server ${b.serverSearches}; online ${b.itunesCalls}; cache hit rate ${pct(hitRate(b))}`,
    );
    console.log(`   answered without online songs (adapter limit or failure): ${b.unavailable}`);
    console.log(`   searches per member: max ${Math.max(...members.map((m) => m.serverSearches))}`);
  } finally {
    await ctx.close();
    await fake.close();
  }
}

await main();
