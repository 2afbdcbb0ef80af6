/**
 * Locates the team's optional shared datasets for benchmarks and evaluations (never needed by the
 * app or `npm test`): $SHARED_DATA_DIR, else ../shared/data beside the project, else
 * ../../shared/data (a git worktree one level deeper). Throws an Error naming every place looked
 * at when the file is in none of them, so a caller can say what is missing and skip.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));

/** Folders that may hold the shared datasets, in order of preference. */
export const SHARED_DATA_DIRS = [
  process.env.SHARED_DATA_DIR,
  join(projectRoot, '..', 'shared', 'data'),
  join(projectRoot, '..', '..', 'shared', 'data'),
].filter((dir): dir is string => Boolean(dir));

/** Absolute path of `relative` (e.g. `songs/harmonix_songs.csv`) in the first folder holding it. */
export function sharedDataPath(relative: string): string {
  for (const dir of SHARED_DATA_DIRS) {
    const path = join(dir, relative);
    if (existsSync(path)) return path;
  }
  throw new Error(
    `Shared dataset ${relative} not found in ${SHARED_DATA_DIRS.join(' or ')}; set SHARED_DATA_DIR.`,
  );
}
