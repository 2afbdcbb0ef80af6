#!/usr/bin/env node
/**
 * JavaScript budget of a signed-in `/` (issue 13): reads Vite's build manifest
 * (dist/client/.vite/manifest.json, `build.manifest` in vite.config.ts), takes the entry chunk
 * (index.html) and the feed route's chunk (features/feed/components/feed-page.tsx, loaded by
 * the router as soon as `/` renders) with every chunk they import statically (transitively),
 * and sums their gzip and brotli sizes (level 9 / quality 11, KiB = 1024 bytes).
 *
 * Compared with the committed baseline bench/bundle-budget.json ({ gzipKiB, brotliKiB, limitKiB,
 * note }): fails (exit 1) when the gzip total is above `limitKiB` (150) or more than 5 % above
 * the baseline's `gzipKiB` — unless the baseline's `note` explains a growth (then only the hard
 * limit applies). `--write` rewrites the baseline with today's figures (keep or edit the note).
 *
 * Usage: npm run build && npm run budget [-- --write] [-- --json]
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'dist/client');
const manifestPath = resolve(dist, '.vite/manifest.json');
const baselinePath = resolve(root, 'bench/bundle-budget.json');
/** What `/` loads before its first paint: the entry and the feed page's route chunk. */
export const ROUTE_KEYS = ['index.html', 'features/feed/components/feed-page.tsx'];
const GROWTH = 0.05;

/** The chunk keys `keys` import statically, transitively, `keys` included (order of discovery). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The JS files (deduplicated) of `keys`' static closure with raw, gzip and brotli bytes. */
export function measure(manifest, readAsset, keys = ROUTE_KEYS) {
  const files = [
    ...new Set(
      staticClosure(manifest, keys)
        .map((k) => manifest[k].file)
        .filter((f) => f.endsWith('.js')),
    ),
  ];
  return files.map((file) => {
    const bytes = readAsset(file);
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
    };
  });
}

/** Compares totals (KiB) with the baseline; returns the list of failures (empty = pass). */
export function verdict(totals, baseline) {
  const failures = [];
  const limit = baseline?.limitKiB ?? 150;
  if (totals.gzipKiB > limit)
    failures.push(`gzip ${totals.gzipKiB} KiB is above the ${limit} KiB limit`);
  if (baseline && !baseline.note && totals.gzipKiB > baseline.gzipKiB * (1 + GROWTH)) {
    failures.push(
      `gzip ${totals.gzipKiB} KiB grew more than 5 % over the baseline ${baseline.gzipKiB} KiB; explain it in bench/bundle-budget.json's "note" or shrink it`,
    );
  }
  return failures;
}

const kib = (n) => Math.round((n / 1024) * 10) / 10;

function main() {
  if (!existsSync(manifestPath)) {
    console.error(
      `No ${manifestPath}: run \`npm run build\` first (vite.config.ts sets build.manifest).`,
    );
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const rows = measure(manifest, (file) => readFileSync(resolve(dist, file)));
  const totals = {
    rawKiB: kib(rows.reduce((s, r) => s + r.raw, 0)),
    gzipKiB: kib(rows.reduce((s, r) => s + r.gzip, 0)),
    brotliKiB: kib(rows.reduce((s, r) => s + r.brotli, 0)),
  };
  const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : null;
  if (process.argv.includes('--json')) console.log(JSON.stringify({ rows, totals }, null, 2));
  else {
    for (const r of [...rows].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `${String(kib(r.gzip)).padStart(7)} KiB gz ${String(kib(r.brotli)).padStart(7)} KiB br  ${r.file}`,
      );
    }
    console.log(
      `signed-in / JavaScript: ${totals.gzipKiB} KiB gzip, ${totals.brotliKiB} KiB brotli (${totals.rawKiB} KiB raw), ${rows.length} files`,
    );
    if (baseline)
      console.log(
        `baseline: ${baseline.gzipKiB} KiB gzip, limit ${baseline.limitKiB ?? 150} KiB${baseline.note ? ` (note: ${baseline.note})` : ''}`,
      );
  }
  if (process.argv.includes('--write')) {
    const noteAt = process.argv.indexOf('--note');
    const note = noteAt > 0 ? (process.argv[noteAt + 1] ?? '') : '';
    const next = {
      ...totals,
      limitKiB: baseline?.limitKiB ?? 150,
      note,
      routeChunks: ROUTE_KEYS,
      history: baseline?.history ?? [],
    };
    writeFileSync(baselinePath, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`wrote ${baselinePath}`);
    return;
  }
  const failures = verdict(totals, baseline);
  for (const f of failures) console.error(`budget: ${f}`);
  process.exit(failures.length ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
