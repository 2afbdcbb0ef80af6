import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { serviceWorkerPlugin } from './scripts/pwa/vite-plugin';
import { precompressPlugin } from './scripts/build/precompress';
import { i18nCataloguePlugin } from './scripts/i18n/vite-plugin';

/**
 * Helpers only lazy screens use: label helpers whose English belongs to them (the bell's list,
 * answers, settings) and the staff lists' times (with date-fns).
 */
function carriesLazyEnglish(id: string): boolean {
  return /client[\\/]lib[\\/](i18n-labels|staff-time)\.ts$|common[\\/]notification-message\.ts$/.test(
    id,
  );
}

const radixWrappers = new Map<string, boolean>();
/** Whether our module `id` imports Radix (read once per build). */
function wrapsRadix(id: string): boolean {
  if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return false;
  if (!radixWrappers.has(id))
    radixWrappers.set(
      id,
      existsSync(id) && /from 'radix-ui'|from '@radix-ui\//.test(readFileSync(id, 'utf8')),
    );
  return radixWrappers.get(id)!;
}

/** A small helper shared by several chunks: query options, formatting, UI atoms, common/. */
const sharedHelper = (id: string) =>
  /client[\\/](lib|components|features[\\/]player[\\/]lib[\\/]song-sources)|[\\/]common[\\/]|@tanstack[\\/]react-query/.test(
    id,
  ) &&
  !wrapsRadix(id) &&
  !carriesLazyEnglish(id);

/** The signed-in home's first screen: the entry and the page `/` opens (decision 042). */
const FIRST_SCREEN_ROOTS = ['client/main.tsx', 'client/features/feed/components/feed-page.tsx'].map(
  (path) => fileURLToPath(new URL(`./${path}`, import.meta.url)),
);
const firstScreenModules = new WeakMap<ChunkingContext, Set<string>>();
/** Whether `id` is statically imported, directly or not, by the signed-in `/`'s first screen. */
function onFirstScreen(id: string, ctx: ChunkingContext): boolean {
  let reached = firstScreenModules.get(ctx);
  if (!reached) {
    reached = new Set();
    const stack = [...FIRST_SCREEN_ROOTS];
    while (stack.length) {
      const next = stack.pop()!;
      if (reached.has(next)) continue;
      reached.add(next);
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    firstScreenModules.set(ctx, reached);
  }
  return reached.has(id);
}

/**
 * Vite builds the SPA from client/ into dist/client (with `.vite/manifest.json`, the service
 * worker `sw.js`, and `.br`/`.gz` copies of its files), and with `--ssr` the server's render of the
 * first screen (client/entry-server.tsx) into dist/server; the API is proxied in dev.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [
    i18nCataloguePlugin(),
    react(),
    tailwindcss(),
    serviceWorkerPlugin(),
    // The browser's files get brotli and gzip copies, served as they are (decision 042).
    ...(isSsrBuild ? [] : [precompressPlugin()]),
  ],
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  build: isSsrBuild
    ? { outDir: '../dist/server', emptyOutDir: true, sourcemap: false }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          // Our React components only define things when imported: a barrel's re-export of one
          // (features/auth/index.ts) must not pull its chunk into the first screen for the jsx
          // runtime's initialisation alone (decision 042).
          treeshake: {
            moduleSideEffects: [
              {
                test: /[\\/]client[\\/](features|components|app|lib)[\\/].*\.tsx?$/,
                sideEffects: false,
              },
            ],
          },
          output: {
            // Icons shared by several lazy routes otherwise become one ~300-byte chunk each, and each
            // request costs more in headers than in code: one icon chunk instead.
            // Likewise the small shared helpers (query options, formatting, UI atoms, common/): one
            // chunk of modules under 4 KB each, instead of a dozen sub-kilobyte requests per page.
            // Helpers that carry the English of lazy screens' words (decision 047) stay with those
            // screens: in this chunk their English would join the first paint.
            codeSplitting: {
              groups: [
                { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 3 },
                // Not our wrappers of Radix (dialog parts, tab list, …): small themselves, they would drag
                // Radix into the first paint through this chunk; they stay with the lazy chunks that
                // use them. Those the signed-in `/` imports come first, so it downloads only its own;
                // the rest go to a second chunk, fetched by the pages that need them.
                {
                  name: (id: string, ctx: ChunkingContext) =>
                    onFirstScreen(id, ctx) ? 'shared' : null,
                  test: sharedHelper,
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  name: 'shared-later',
                  test: sharedHelper,
                  maxModuleSize: 4096,
                  minShareCount: 2,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
