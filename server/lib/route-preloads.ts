/**
 * The JavaScript of a first-screen page's route (its lazy chunk and every chunk that chunk imports
 * statically), read from Vite's build manifest (dist/client/.vite/manifest.json): the server adds
 * them to the page's preloads (withFirstScreen), so the route's code downloads beside the entry
 * instead of after it has run and asked for it (decision 042).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One chunk of Vite's manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The first-screen pages (client/app/router.tsx) and the source module of each one's chunk. */
export const FIRST_SCREEN_ROUTE_CHUNKS: ReadonlyArray<{ path: RegExp; chunk: string }> = [
  { path: /^\/$/, chunk: 'features/feed/components/feed-page.tsx' },
  { path: /^\/requests\/\d+$/, chunk: 'app/pages/request-detail-page.tsx' },
  { path: /^\/saved$/, chunk: 'app/pages/saved-page.tsx' },
  { path: /^\/new-request$/, chunk: 'features/requests/components/new-request-page.tsx' },
];

/** The chunk keys `keys` import statically, transitively, `keys` included (order of discovery). */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The URLs (`/assets/…js`) of the route chunk of `pathname` and its static imports, without the
 * entry's own (index.html's, which the page preloads already); empty for any other page.
 */
export function routePreloads(manifest: Manifest, pathname: string): string[] {
  const route = FIRST_SCREEN_ROUTE_CHUNKS.find(({ path }) => path.test(pathname));
  if (!route) return [];
  const entry = new Set(staticClosure(manifest, ['index.html']));
  return staticClosure(manifest, [route.chunk])
    .filter((key) => !entry.has(key) && manifest[key]!.file.endsWith('.js'))
    .map((key) => `/${manifest[key]!.file}`);
}

/** `routePreloads` over the manifest of `clientDist` (read once); nothing when it is missing or unreadable. */
export function routePreloadsOf(clientDist: string): (pathname: string) => string[] {
  const path = resolve(clientDist, '.vite/manifest.json');
  let manifest: Manifest | null = null;
  try {
    if (existsSync(path)) manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    manifest = null;
  }
  return (pathname) => (manifest ? routePreloads(manifest, pathname) : []);
}
