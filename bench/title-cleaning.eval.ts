/**
 * Title-cleaning evaluation (figures in docs/decisions/035). For each set, on the
 * same rows, `cleanSongTitle` against the baseline get-artist-title (given the channel as its
 * default artist), with two scores:
 *  - exact: artist and title equal to the expected strings (our convention: "A & B feat. C");
 *  - convention-free: the same SET of artists (main, co-billed and featured, wherever the credit
 *    sits) and the same title once feat. credits and bracketed qualifiers are removed.
 *
 * Real titles:
 *  1. fixtures/real-titles.jsonl: titles and channels of real YouTube uploads we collected;
 *  2. the real YouTube titles in get-artist-title's own test suite (node_modules/get-artist-title/
 *     test, MIT, read in place as data, nothing copied);
 *  3. @web-scrobbler/metadata-filter's tests, when a copy of its test folder is at
 *     node_modules/@web-scrobbler/metadata-filter/test (its npm package ships none, and its
 *     repository's YouTube fixtures are placeholders such as "Track Title (Official Video)", not
 *     uploads, so the bench says it is missing).
 * Also: 4. our older corpus (fixtures/title-corpus.jsonl, real-style titles, partly written by us),
 * and 5. uploads synthesised from ../shared/data/songs/youtube_song_catalogue.csv (not real titles).
 *
 * Usage: npx tsx bench/title-cleaning.eval.ts [--limit N] [--misses]
 * A set whose source is absent is skipped with a line saying what is missing.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  catalogueLookup,
  cleanSongTitle,
  splitCamelCase,
  squash,
  type ArtistLookup,
} from '../server/modules/quality-review/title-cleaner';
import { sharedDataPath } from './shared-data';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..');
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;

interface Case {
  title: string;
  channel: string | null;
  artist: string;
  song: string;
}

type Baseline = (s: string, o?: { defaultArtist?: string }) => [string, string] | null | undefined;
let baseline: Baseline | null = null;
try {
  baseline = require('get-artist-title') as Baseline;
} catch {
  console.log('get-artist-title is not installed (npm install): the baseline columns are missing');
}

const norm = (s: string | null | undefined) =>
  (s ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();

/** Artist set and bare title, the comparison key of the convention-free score. */
export function conventionFreeKey(
  artist: string | null | undefined,
  title: string | null | undefined,
): string {
  const credits: string[] = [];
  let t = norm(title).replace(
    /\s*[([]\s*(?:feat\.?|ft\.?|featuring|with)\s+([^)\]]+)[)\]]/gi,
    (_, c: string) => (credits.push(c), ' '),
  );
  t = t.replace(/\s+(?:feat\.?|ft\.?|featuring)\s+(.+)$/i, (_, c: string) => (credits.push(c), ''));
  t = t.replace(/\s*[([{【（][^)\]}】）]*[)\]}】）]/g, ' ');
  const names = [norm(artist), ...credits]
    .flatMap((n) =>
      n.split(/\s*(?:,|&|\band\b|\bx\b|×|\+|\/|\bfeat\.?|\bft\.?|\bfeaturing\b|\bwith\b)\s*/i),
    )
    .map((n) => squash(n))
    .filter(Boolean);
  return `${[...new Set(names)].sort().join('|')}||${squash(t)}`;
}

function score(name: string, cases: Case[], lookup: (c: Case) => ArtistLookup | undefined) {
  const n = { ours: 0, oursFree: 0, base: 0, baseFree: 0 };
  const misses: string[] = [];
  for (const c of cases) {
    const r = cleanSongTitle({ title: c.title, channel: c.channel }, lookup(c));
    const want = conventionFreeKey(c.artist, c.song);
    if (norm(r.artist) === norm(c.artist) && norm(r.title) === norm(c.song)) n.ours++;
    else if (misses.length < 15)
      misses.push(
        `  ${JSON.stringify(c.title)} [${c.channel ?? ''}] → ${r.artist} | ${r.title}   (want ${c.artist} | ${c.song})`,
      );
    if (conventionFreeKey(r.artist, r.title) === want) n.oursFree++;
    if (baseline) {
      const b = baseline(c.title, c.channel ? { defaultArtist: c.channel } : undefined);
      if (b && norm(b[0]) === norm(c.artist) && norm(b[1]) === norm(c.song)) n.base++;
      if (b && conventionFreeKey(b[0], b[1]) === want) n.baseFree++;
    }
  }
  const pct = (k: number) =>
    `${String(k).padStart(4)} (${((100 * k) / Math.max(1, cases.length)).toFixed(1).padStart(5)} %)`;
  console.log(`\n${name}: ${cases.length} titles`);
  console.log(`                      exact artist+title   convention-free`);
  console.log(`  cleanSongTitle      ${pct(n.ours)}        ${pct(n.oursFree)}`);
  if (baseline) console.log(`  get-artist-title    ${pct(n.base)}        ${pct(n.baseFree)}`);
  if (process.argv.includes('--misses')) console.log(misses.join('\n'));
}

const jsonl = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map(
      (l) =>
        JSON.parse(l) as {
          title: string;
          channel: string | null;
          artist: string | null;
          expectedTitle: string | null;
        },
    )
    .map((c) => ({
      title: c.title,
      channel: c.channel,
      artist: c.artist ?? '',
      song: c.expectedTitle ?? '',
    }));

// 1. Real uploads we collected.
const realFile = resolve(root, 'server/modules/quality-review/fixtures/real-titles.jsonl');
if (existsSync(realFile))
  score('Real uploads (fixtures/real-titles.jsonl)', jsonl(realFile), () => undefined);
else console.log(`${realFile} is missing: set 1 skipped`);

// 2. get-artist-title's test titles.
const gatDir = resolve(root, 'node_modules/get-artist-title/test');
if (existsSync(gatDir)) {
  const cases: Case[] = [];
  for (const file of readdirSync(gatDir)) {
    if (file.startsWith('fallback')) continue;
    const mod = require(resolve(gatDir, file)) as {
      tests: { input: string; expected: [string, string] }[];
    };
    for (const t of mod.tests)
      cases.push({ title: t.input, channel: null, artist: t.expected[0], song: t.expected[1] });
  }
  score(
    "get-artist-title's test titles (real YouTube titles; its convention keeps feat. in the title)",
    cases,
    () => undefined,
  );
} else console.log('\nnode_modules/get-artist-title/test is missing (npm install): set 2 skipped');

// 3. metadata-filter's tests.
const mfDir = resolve(root, 'node_modules/@web-scrobbler/metadata-filter/test');
if (existsSync(mfDir))
  console.log(
    `\n${mfDir} found, but its fixtures clean single fields, not artist + title pairs: set 3 not scored`,
  );
else
  console.log(
    '\n@web-scrobbler/metadata-filter ships no tests in its npm package (no node_modules/@web-scrobbler/metadata-filter/test): set 3 skipped',
  );

// 4. Our older corpus.
score(
  'Older corpus (fixtures/title-corpus.jsonl, real-style)',
  jsonl(resolve(root, 'server/modules/quality-review/fixtures/title-corpus.jsonl')),
  () => undefined,
);

// 5. Synthesised uploads of the real catalogue (not real titles).
let catalogueFile: string | null = null;
try {
  catalogueFile = sharedDataPath('songs/youtube_song_catalogue.csv');
} catch (error) {
  console.log(`\n${(error as Error).message} Set 5 skipped.`);
}
if (catalogueFile) {
  const rows = (
    parse(readFileSync(catalogueFile), { columns: true }) as {
      title: string;
      artist: string;
      duration_ms: string;
    }[]
  ).filter((r) => r.title && r.artist);
  const lookup = catalogueLookup(rows);
  const perArtist = new Map<string, number>();
  for (const r of rows)
    perArtist.set(lookup.artist(r.artist)!, (perArtist.get(lookup.artist(r.artist)!) ?? 0) + 1);
  // Deterministic pseudo-random template choice (mulberry32).
  let seed = 8;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const squashName = (a: string) => a.replace(/[^\p{L}\p{N}]/gu, '');
  const templates: ((
    a: string,
    t: string,
    main: string,
    feat: string | null,
  ) => [string, string | null])[] = [
    (a, t) => [`${a} - ${t} (Official Video)`, `${squashName(a.split(' feat. ')[0]!)}VEVO`],
    (a, t, main) => [t, `${main} - Topic`],
    (a, t, main) => [`${main} - ${t} (Official Music Video)`, main],
    (a, t) => [`${a} - ${t} [HD]`, 'MusicLover1987'],
    (a, t) => [`${a} - ${t} (Lyrics)`, 'Lyrics Vault'],
    (a, t) => [`${a} "${t}" (Official Audio)`, 'Sony Music Entertainment'],
    (a, t) => [`${t} - ${a}`, 'oldies4ever'],
    (a, t) => [`${t} by ${a}`, null],
    (a, t, main) => [`${t} (Remastered 2011)`, `${main} - Topic`],
    (a, t) => [`01. ${a} - ${t}.mp3`, null],
    (a, t) => [`${a} – ${t} (Live at Wembley Stadium)`, 'Concert Archive'],
    (a, t, main, feat) => [
      feat ? `${main} - ${t} ft. ${feat} (Official Video)` : `${a} - ${t} (Official Video) [4K]`,
      `${squashName(main)}VEVO`,
    ],
    (a, t) => [`【MV】${a}「${t}」`, null],
    (a, t, main) => [`${t} | ${main} | Official Lyric Video`, `${main} Official`],
  ];
  const cases: (Case & { own: string })[] = [];
  for (const r of rows) {
    if (cases.length >= limit) break;
    const [main, feat] = r.artist.split(' feat. ') as [string, string | undefined];
    const [title, channel] = templates[Math.floor(rand() * templates.length)]!(
      r.artist,
      r.title,
      main,
      feat ?? null,
    );
    cases.push({ title, channel, artist: r.artist, song: r.title, own: `${r.artist}|${r.title}` });
  }
  // Held out: an artist is known only through their other songs; the song's own title is unknown.
  const heldOut = (c: Case): ArtistLookup => ({
    artist: (name) => {
      const hit = lookup.artist(name);
      return hit && hit === lookup.artist(c.artist) && (perArtist.get(hit) ?? 0) <= 1 ? null : hit;
    },
    title: (artist, title) => {
      const hit = lookup.title!(artist, title);
      return hit === c.song && lookup.artist(artist) === lookup.artist(c.artist) ? null : hit;
    },
  });
  score('Catalogue uploads, artists known from their other songs (held out)', cases, heldOut);
  score('Catalogue uploads, no catalogue', cases, () => undefined);
  console.log(
    `  (${lookup.size} known artist spellings; templates: ${templates.length}; camel-split sample: ${splitCamelCase('TaylorSwift')})`,
  );
}
