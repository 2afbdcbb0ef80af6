#!/usr/bin/env -S npx tsx
/**
 * Generates the bundled GIFs of the offline `local` GIF provider (decision 007):
 * `npx tsx scripts/generate-gifs.ts` draws every entry of server/providers/gifs/local-catalog.ts
 * with its scene in scripts/gif-art/scenes.ts and writes server/providers/gifs/assets/{id}.gif.
 *
 * Encoding: one palette per GIF (63 colours quantised from a sample of its frames, plus one
 * transparent slot); every frame after the first only carries the pixels that changed, the rest
 * transparent over the previous frame (disposal "do not dispose"), which keeps files small.
 * Deterministic: the same sources give byte-identical files. Fails when a GIF exceeds 40 KB or an
 * id has no scene.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import gifenc from 'gifenc';
import { LOCAL_GIFS } from '../server/providers/gifs/local-catalog';
import { Raster } from './gif-art/raster';
import { SCENES } from './gif-art/scenes';

const { GIFEncoder, applyPalette, quantize } = gifenc;

/** Largest file we ship, in bytes. */
const MAX_BYTES = 40 * 1024;
const OUT_DIR = fileURLToPath(new URL('../server/providers/gifs/assets/', import.meta.url));

/** Encodes one catalogue entry; returns the GIF bytes. */
export function renderGif(id: string, width: number, height: number): Uint8Array {
  const scene = SCENES[id];
  if (!scene) throw new Error(`No scene for GIF "${id}" in scripts/gif-art/scenes.ts`);
  const frameCount = scene.frames ?? 12;
  const frames: Uint8Array[] = [];
  for (let f = 0; f < frameCount; f++) {
    const raster = new Raster(width, height, scene.background);
    scene.draw(raster, f / frameCount);
    frames.push(raster.rgba());
  }

  // Quantise a sample of frames together so the whole loop shares one palette.
  const sampleIdx = [0, Math.floor(frameCount / 3), Math.floor((2 * frameCount) / 3)];
  const sample = new Uint8Array(sampleIdx.length * width * height * 4);
  sampleIdx.forEach((fi, i) => sample.set(frames[fi]!, i * width * height * 4));
  const palette = quantize(sample, 63);
  const transparentIndex = palette.length;
  const fullPalette = [...palette, [0, 0, 0]];

  const gif = GIFEncoder();
  let previous: Uint8Array | null = null;
  for (const rgba of frames) {
    const indexed = applyPalette(rgba, palette);
    const delay = scene.delayMs ?? 80;
    if (!previous) {
      gif.writeFrame(indexed, width, height, { palette: fullPalette, delay, repeat: 0 });
    } else {
      const delta = new Uint8Array(indexed.length);
      for (let i = 0; i < indexed.length; i++)
        delta[i] = indexed[i] === previous[i] ? transparentIndex : indexed[i]!;
      gif.writeFrame(delta, width, height, {
        delay,
        transparent: true,
        transparentIndex,
        dispose: 1,
      });
    }
    previous = indexed;
  }
  gif.finish();
  return gif.bytes();
}

function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const expected = new Set(LOCAL_GIFS.map((g) => `${g.id}.gif`));
  // Remove files of ids no longer in the catalogue.
  for (const file of readdirSync(OUT_DIR))
    if (file.endsWith('.gif') && !expected.has(file)) rmSync(join(OUT_DIR, file));
  let total = 0;
  const tooBig: string[] = [];
  for (const entry of LOCAL_GIFS) {
    const bytes = renderGif(entry.id, entry.width, entry.height);
    writeFileSync(join(OUT_DIR, `${entry.id}.gif`), bytes);
    total += bytes.length;
    if (bytes.length > MAX_BYTES) tooBig.push(`${entry.id} (${bytes.length} B)`);
    console.log(
      `${entry.id.padEnd(22)} ${entry.width}×${entry.height}  ${(bytes.length / 1024).toFixed(1)} KB`,
    );
  }
  console.log(`${LOCAL_GIFS.length} GIFs, ${(total / 1024).toFixed(0)} KB in ${OUT_DIR}`);
  if (tooBig.length) {
    console.error(`Over ${MAX_BYTES / 1024} KB: ${tooBig.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
