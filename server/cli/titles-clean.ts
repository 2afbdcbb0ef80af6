/**
 * `npm run titles:clean`: reads JSON lines `{"title": "...", "channel": "..."}` on standard input and
 * writes one JSON line `{"artist": "...", "title": "..."}` per input line, in order (null fields
 * where it cannot tell; a line that is not such JSON gives nulls and a warning on stderr). Known
 * artists come from the bundled demo catalogue plus any `--catalogue file.csv` (title, artist
 * columns) and, with `--db`, the configured database's song catalogue (DATABASE_URL or DATA_DIR;
 * stop the app first on PGlite): the same cleaning the quality reviewer uses. With `--online`,
 * a title left without an artist is looked up in the iTunes Search API (ITUNES_BASE_URL) and a
 * confident match accepted (decision 035; at most DEFAULT_MAX_LOOKUPS searches a run, then offline).
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { parseSongCsv } from '../providers/songs/song-csv';
import {
  catalogueLookup,
  cleanSongTitle,
  type ArtistLookup,
} from '../modules/quality-review/title-cleaner';
import {
  resolveMissingArtists,
  withResolvedSongs,
  type TitleResolver,
} from '../modules/quality-review/title-resolver';

/** Known artists from the bundled demo catalogue, the given CSV files and any extra songs (e.g. the database's). */
export function loadLookup(
  csvFiles: string[] = [],
  extra: { artist: string; title: string }[] = [],
): ArtistLookup {
  const songs: { artist: string; title: string }[] = [...extra];
  for (const file of [new URL('../setup/data/demo-songs.csv', import.meta.url), ...csvFiles]) {
    songs.push(...parseSongCsv(readFileSync(file, 'utf8'), 'cli').songs);
  }
  return catalogueLookup(songs);
}

/** Cleans one input line; never throws. With a resolver, a title left without an artist is looked up online. */
export async function cleanLineOnline(
  line: string,
  lookup: ArtistLookup,
  resolver: TitleResolver,
): Promise<ReturnType<typeof cleanLine>> {
  const offline = cleanLine(line, lookup);
  if (offline.error || offline.artist || !offline.title) return offline;
  const record = JSON.parse(line) as { title: string; channel?: unknown };
  const input = {
    title: record.title,
    channel: typeof record.channel === 'string' ? record.channel : null,
  };
  const resolved = await resolveMissingArtists([input], lookup, resolver);
  return resolved.size > 0 ? cleanLine(line, withResolvedSongs(lookup, resolved)) : offline;
}

/** Cleans one input line; never throws. */
export function cleanLine(
  line: string,
  lookup: ArtistLookup,
): { artist: string | null; title: string | null; error?: string } {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { artist: null, title: null, error: 'not JSON' };
  }
  const record = input as { title?: unknown; channel?: unknown } | null;
  if (!record || typeof record !== 'object' || typeof record.title !== 'string')
    return { artist: null, title: null, error: 'no "title" string' };
  const channel = typeof record.channel === 'string' ? record.channel : null;
  const r = cleanSongTitle({ title: record.title, channel }, lookup);
  return { artist: r.artist, title: r.title };
}

/** Streams stdin-style JSON lines to output lines. Blank lines are skipped. */
export async function run(
  input: Readable,
  output: Writable,
  errors: Writable,
  lookup: ArtistLookup,
  resolver?: TitleResolver,
): Promise<number> {
  let n = 0;
  for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
    const line = raw.trim();
    if (!line) continue;
    n++;
    const { error, ...result } = resolver
      ? await cleanLineOnline(line, lookup, resolver)
      : cleanLine(line, lookup);
    if (error) errors.write(`line ${n}: ${error}\n`);
    output.write(`${JSON.stringify(result)}\n`);
  }
  return n;
}
