/**
 * Paths of the open datasets vendored in `data/` (licences in NOTICE and data/README.md). The app's
 * seed, `npm run demo`, the bench and the tests read only these, so a plain clone has everything.
 */
import { fileURLToPath } from 'node:url';

const dataDir = new URL('../../data/', import.meta.url);

/** Absolute path of a vendored data file, e.g. `dataFilePath('songs/harmonix_songs.csv')`. */
export function dataFilePath(relative: string): string {
  return fileURLToPath(new URL(relative, dataDir));
}
