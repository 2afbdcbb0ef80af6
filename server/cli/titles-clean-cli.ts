/** Entry point of `npm run titles:clean [-- --catalogue songs.csv …] [--db] [--online]`: see titles-clean.ts. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { songs } from '../db/schema/index';
import { createTitleResolver } from '../modules/quality-review/title-resolver';
import { createITunesClient } from '../providers/songs/itunes-provider';
import { loadLookup, run } from './titles-clean';

const files: string[] = [];
for (let i = 2; i < process.argv.length; i++)
  if (process.argv[i] === '--catalogue' && process.argv[i + 1]) files.push(process.argv[++i]!);

let fromDb: { artist: string; title: string }[] = [];
if (process.argv.includes('--db')) {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    fromDb = await handle.db.select({ artist: songs.artist, title: songs.title }).from(songs);
  } finally {
    await handle.close();
  }
}
let resolver;
if (process.argv.includes('--online')) {
  const config = loadConfig();
  resolver = createTitleResolver(
    createITunesClient({ baseUrl: config.ITUNES_BASE_URL, country: config.ITUNES_COUNTRY }),
  );
}
await run(process.stdin, process.stdout, process.stderr, loadLookup(files, fromDb), resolver);
if (resolver?.stopped)
  process.stderr.write(
    `online lookups stopped after ${resolver.lookups} (budget, or the service did not answer); the rest were cleaned offline\n`,
  );
