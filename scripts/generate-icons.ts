/**
 * Draws the app icons of the web app manifest from the favicon's artwork with sharp:
 * `client/public/icons/icon-192.png`, `icon-512.png` (rounded, "any"), `maskable-512.png`
 * (full-bleed background, the note inside the 80 % safe zone) and `apple-touch-icon.png` (180).
 * The PNGs are committed; rerun after changing the artwork: `npx tsx scripts/generate-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../client/public/icons');

const GRADIENT =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>';
const NOTE =
  '<path d="M20 44V22l26-6v22" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="44" r="6" fill="#fff"/><circle cx="42" cy="38" r="6" fill="#fff"/>';

/** The icon as SVG: `rounded` corners for "any" icons, or full bleed with the note scaled to `scale`. */
export function iconSvg(rounded: boolean, scale = 1): string {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GRADIENT}<rect width="64" height="64" ${rounded ? 'rx="14"' : ''} fill="url(#g)"/><g transform="translate(${offset} ${offset}) scale(${scale})">${NOTE}</g></svg>`;
}

async function main() {
  mkdirSync(out, { recursive: true });
  const render = (svg: string, size: number, file: string) =>
    sharp(Buffer.from(svg), { density: 72 * (size / 64) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(resolve(out, file));
  await render(iconSvg(true), 192, 'icon-192.png');
  await render(iconSvg(true), 512, 'icon-512.png');
  // Maskable: the platform crops to its own shape; keep the note within the central 80 % circle.
  await render(iconSvg(false, 0.7), 512, 'maskable-512.png');
  await render(iconSvg(false, 0.85), 180, 'apple-touch-icon.png');
  console.log(`icons written to ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
