#!/usr/bin/env node
// `npm run build:server`: compiles the server to plain JavaScript (dist/node/*.mjs), so production
// runs `node` on built files instead of compiling TypeScript at every start with tsx.
// One bundle per entry; npm packages stay external (native addons, WASM) and load from
// node_modules. Files that find their data next to themselves (`new URL('./migrations',
// import.meta.url)`) would look beside the bundle instead, so each file's `import.meta.url` is
// rewritten to its own source location, relative to the bundle: the built server reads the
// migrations, seed data and bundled GIFs from the repository as the TypeScript one does.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist/node');

/** Entry points: the server, and the operator commands that run without tsx. */
export const SERVER_ENTRIES = {
  server: 'server/server.ts',
  migrate: 'server/cli/migrate-cli.ts',
  'federation-worker': 'server/cli/federation-worker-cli.ts',
};

const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const fromBundle = relative(outdir, args.path).split('\\').join('/');
        contents = contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        );
      }
      return { contents, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
};

/** Builds every entry into dist/node; resolves when written. */
export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, path]) => [name, join(root, path)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer();
  console.log(`Server compiled to ${relative(root, outdir)}/`);
}
