/**
 * Locates the team's shared datasets (never copied into the repo): $SHARED_DATA_DIR, else
 * ../shared/data beside the project, as CI lays it out. Throws a clear error when neither exists.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export function sharedDataPath(relative: string): string {
  const candidates = [process.env.SHARED_DATA_DIR, join(projectRoot, '..', 'shared', 'data')].filter(Boolean) as string[];
  for (const dir of candidates) {
    const path = join(dir, relative);
    if (existsSync(path)) return path;
  }
  throw new Error(`Shared dataset ${relative} not found in ${candidates.join(' or ')}; set SHARED_DATA_DIR.`);
}
