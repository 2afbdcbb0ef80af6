/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of the browser's build, once, at build time; the server sends them as they are
 * (`@fastify/static`'s `preCompressed`), so a visitor gets the smallest encoding without the
 * server spending CPU on each request (decision 042). index.html is left alone: the server reads
 * it, adds the first screen and a nonce, and compresses that page per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Extensions worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Smaller files gain less than the encoding header costs. */
export const MIN_BYTES = 1024;

/** The files under `dir` (recursively). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Compresses every compressible file of at least MIN_BYTES under `dir` into `<file>.br` and
 * `<file>.gz`, skipping an encoding that would not be smaller. Returns the files written.
 */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const encoded = {
      br: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz: gzipSync(bytes, { level: 9 }),
    };
    for (const [ext, data] of Object.entries(encoded)) {
      if (data.length >= bytes.length) continue;
      writeFileSync(`${file}.${ext}`, data);
      written.push(`${file}.${ext}`);
    }
  }
  return written;
}

/** Vite plugin: precompresses the output directory once the build has written everything. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'hearsay-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
