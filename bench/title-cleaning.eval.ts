/**
 * Title-cleaning evaluation: exact artist+title match of `cleanSongTitle` (and of get-artist-title,
 * the baseline named in issue 8) on three sets:
 *  1. our own corpus of real-style titles with channels (server/modules/quality-review/fixtures);
 *  2. the real YouTube titles of get-artist-title's own test suite (node_modules, MIT), read as
 *     data; its convention keeps "(feat. X)" in the title, so we also report a feat-insensitive score;
 *  3. YouTube-style uploads synthesised from ../shared/data/songs/youtube_song_catalogue.csv
 *     (real artists and titles, templates taken from common upload formats). Held out: the
 *     evaluated song is removed from the known-artist catalogue, so an artist is "known" only
 *     through their other songs.
 *
 * Usage: npx tsx bench/title-cleaning.eval.ts [--limit N]
 * Sets whose files are missing are skipped with a note.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { catalogueLookup, cleanSongTitle, splitCamelCase, type ArtistLookup } from '../server/modules/quality-review/title-cleaner';
import { sharedDataPath } from './shared-data';
import { readCorpus } from '../server/modules/quality-review/fixtures/title-corpus';

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

type Baseline = (s: string, o?: object) => [string, string] | null | undefined;
let baseline: Baseline | null = null;
try {
  baseline = require('get-artist-title') as Baseline;
} catch {
  console.log('get-artist-title not installed: baseline skipped');
}

const norm = (s: string | null | undefined) => (s ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
const dropFeat = (s: string) => norm(s.replace(/\s*[([]?\s*(feat\.?|ft\.?|featuring)\s[^)\]]*[)\]]?/gi, ''));

function score(name: string, cases: Case[], lookup: (c: Case) => ArtistLookup | undefined, featInsensitive = false) {
  let ours = 0;
  let oursLoose = 0;
  let base = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const r = cleanSongTitle({ title: c.title, channel: c.channel }, lookup(c));
    const exact = norm(r.artist) === norm(c.artist) && norm(r.title) === norm(c.song);
    if (exact) ours++;
    else if (misses.length < 12) misses.push(`  ${JSON.stringify(c.title)} [${c.channel ?? ''}] → ${r.artist} | ${r.title}   (want ${c.artist} | ${c.song})`);
    if (featInsensitive && dropFeat(r.artist ?? '') === dropFeat(c.artist) && dropFeat(r.title ?? '') === dropFeat(c.song)) oursLoose++;
    if (baseline) {
      const b = baseline(c.title);
      if (b && norm(b[0]) === norm(c.artist) && norm(b[1]) === norm(c.song)) base++;
    }
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, cases.length)).toFixed(1)} %`;
  console.log(`\n${name}: ${cases.length} titles`);
  console.log(
    `  cleanSongTitle exact artist+title: ${ours} (${pct(ours)})${featInsensitive ? `; ignoring feat. placement: ${oursLoose} (${pct(oursLoose)})` : ''}`,
  );
  if (baseline) console.log(`  get-artist-title exact:            ${base} (${pct(base)})`);
  if (process.argv.includes('--misses')) console.log(misses.join('\n'));
}

// 1. Our corpus.
score(
  'Own corpus (fixtures/title-corpus.jsonl)',
  readCorpus().map((c) => ({ title: c.title, channel: c.channel, artist: c.artist ?? '', song: c.expectedTitle ?? '' })),
  () => undefined,
);

// 2. get-artist-title's test titles.
const gatDir = resolve(root, 'node_modules/get-artist-title/test');
if (existsSync(gatDir)) {
  const cases: Case[] = [];
  for (const file of readdirSync(gatDir)) {
    if (file.startsWith('fallback')) continue;
    const mod = require(resolve(gatDir, file)) as { tests: { input: string; expected: [string, string] }[] };
    for (const t of mod.tests) cases.push({ title: t.input, channel: null, artist: t.expected[0], song: t.expected[1] });
  }
  score('get-artist-title test titles (real YouTube titles)', cases, () => undefined, true);
} else console.log('node_modules/get-artist-title missing: set 2 skipped');

// 3. Synthesised uploads of the real catalogue.
let catalogueFile: string | null = null;
try {
  catalogueFile = sharedDataPath('songs/youtube_song_catalogue.csv');
} catch (error) {
  console.log(`\n${(error as Error).message} Set 3 skipped.`);
}
if (catalogueFile) {
  const rows = (parse(readFileSync(catalogueFile), { columns: true }) as { title: string; artist: string; duration_ms: string }[]).filter(
    (r) => r.title && r.artist,
  );
  const lookup = catalogueLookup(rows);
  const perArtist = new Map<string, number>();
  for (const r of rows) perArtist.set(lookup.artist(r.artist)!, (perArtist.get(lookup.artist(r.artist)!) ?? 0) + 1);
  // Deterministic pseudo-random template choice (mulberry32).
  let seed = 8;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const squashName = (a: string) => a.replace(/[^\p{L}\p{N}]/gu, '');
  const templates: ((a: string, t: string, main: string, feat: string | null) => [string, string | null])[] = [
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
    (a, t, main, feat) => [feat ? `${main} - ${t} ft. ${feat} (Official Video)` : `${a} - ${t} (Official Video) [4K]`, `${squashName(main)}VEVO`],
    (a, t) => [`【MV】${a}「${t}」`, null],
    (a, t, main) => [`${t} | ${main} | Official Lyric Video`, `${main} Official`],
  ];
  const cases: (Case & { own: string })[] = [];
  for (const r of rows) {
    if (cases.length >= limit) break;
    const [main, feat] = r.artist.split(' feat. ') as [string, string | undefined];
    const [title, channel] = templates[Math.floor(rand() * templates.length)]!(r.artist, r.title, main, feat ?? null);
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
  console.log(`  (${lookup.size} known artist spellings; templates: ${templates.length}; camel-split sample: ${splitCamelCase('TaylorSwift')})`);
}
