/**
 * Vite plugin writing the service worker (`sw.js`, see `service-worker.ts`) next to the built
 * app. Its precache list is the app shell: the entry chunk with its static imports, every CSS
 * file, and the static files of client/public that the shell and the offline page use. Route
 * chunks are cached when first loaded (cache-first on `/assets/*`), not up front.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { serviceWorkerSource } from './service-worker';

/** Files of client/public precached with the shell (paths from the site root). */
export const PUBLIC_SHELL_FILES = [
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The shell's files in `bundle` (entry chunk + static imports + CSS) as site-root URLs. */
export function shellFiles(bundle: Record<string, ChunkLike>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || files.has(`/${fileName}`)) return;
    files.add(`/${fileName}`);
    for (const child of item.imports ?? []) visit(child);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
    if (item.type === 'asset' && item.fileName.endsWith('.css')) files.add(`/${item.fileName}`);
  }
  return [...files].sort();
}

/** The plugin: emits `sw.js` in production builds of the browser's bundle only (not the server render's). */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'hearsay-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const precache = [
        ...shellFiles(bundle as unknown as Record<string, ChunkLike>),
        ...PUBLIC_SHELL_FILES,
      ];
      // A new build (any hashed file, or the worker's own code) gets a new cache; old ones are dropped.
      const version = createHash('sha256')
        .update(precache.join('\n'))
        .update(serviceWorkerSource('', precache))
        .digest('hex')
        .slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource(version, precache),
      });
    },
  };
}
