/** Build-time compression (scripts/build/precompress.ts) and how the server sends it (decision 042). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress';

const dir = mkdtempSync(join(tmpdir(), 'hearsay-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of compressible files that decode to the same bytes', () => {
    mkdirSync(join(dir, 'assets'));
    const js = `export const words = ${JSON.stringify('hearsay '.repeat(400))};\n`;
    writeFileSync(join(dir, 'assets/app-1.js'), js);
    writeFileSync(join(dir, 'assets/tiny-2.js'), 'export {};'.padEnd(MIN_BYTES - 1));
    writeFileSync(join(dir, 'assets/logo.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, 'index.html'), `<html>${'x'.repeat(4096)}</html>`);
    const written = precompressDir(dir).map((f) => f.slice(dir.length + 1));
    expect(written.sort()).toEqual(['assets/app-1.js.br', 'assets/app-1.js.gz']);
    const br = readFileSync(join(dir, 'assets/app-1.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'assets/app-1.js.gz'))).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});
