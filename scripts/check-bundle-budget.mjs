#!/usr/bin/env node
/**
 * `npm run budget`: the JavaScript a phone downloads for a signed-in `/`, measured as a browser
 * sees it (decision 042), against the built app:
 * 1. starts dist/node/server.mjs (run `npm run build` first) on a fresh PGlite directory (removed on
 *    exit), production mode, port BUDGET_PORT (default 3950);
 * 2. seeds through the real API: a member signs up and asks three requests, a second member
 *    answers one, so the feed's cards carry songs and play buttons;
 * 3. opens `/` signed in, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) 390 px
 *    wide, with an empty cache and no service worker, and waits until the network is idle;
 * 4. sums the scripts' bytes on the wire (encoded body plus response headers, as Lighthouse's
 *    transfer size), KiB = 1024 bytes.
 * Fails (exit 1) above bench/bundle-budget.json's `limitKiB` (120). `--json` prints every script;
 * `--write` records today's figure in that file's `measuredKiB`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { e2eAppEnv } from './e2e-env.mjs';
import { apiClient, waitForHealth } from './built-app-client.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const baselinePath = resolve(root, 'bench/bundle-budget.json');
const PORT = Number(process.env.BUDGET_PORT ?? 3950);
const BASE = `http://127.0.0.1:${PORT}`;
/** The phone the figure is for: width and height in CSS px. */
export const VIEWPORT = { width: 390, height: 844 };
export const DEFAULT_LIMIT_KIB = 120;

const kib = (n) => Math.round((n / 1024) * 10) / 10;

/**
 * The scripts of a page load, from `{ url, resourceType, bodyBytes, headerBytes }` entries:
 * one row per script (path, bytes on the wire), largest first, and their total in KiB.
 */
export function scriptFigures(responses) {
  const rows = responses
    .filter((r) => r.resourceType === 'script')
    .map((r) => ({
      path: new URL(r.url).pathname,
      bytes: r.bodyBytes + r.headerBytes,
      headerBytes: r.headerBytes,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  return { rows, totalKiB: kib(rows.reduce((s, r) => s + r.bytes, 0)) };
}

/** The list of failures (empty = pass) of `totalKiB` against `limitKiB`. */
export function verdict(totalKiB, limitKiB = DEFAULT_LIMIT_KIB) {
  return totalKiB > limitKiB
    ? [
        `the signed-in / downloads ${totalKiB} KiB of JavaScript, above the ${limitKiB} KiB budget: make what the first screen does not show load on use (decision 042)`,
      ]
    : [];
}

async function seed() {
  const asker = apiClient(BASE);
  const me = await asker.call('POST', '/api/auth/register', {
    email: 'budget-member@example.com',
    displayName: 'Bea Budget',
    password: 'listen-closely',
  });
  await asker.call('POST', `/api/users/${me.id}/genres`, { genres: ['Jazz', 'Indie Rock'] });
  const requests = [];
  for (const content of [
    'Songs for a rainy Sunday morning',
    'Something like Slowdive but newer',
    'Jazz for cooking dinner with friends',
  ])
    requests.push(await asker.call('POST', '/api/requests', { type: 'text', content }));
  const answerer = apiClient(BASE);
  const other = await answerer.call('POST', '/api/auth/register', {
    email: 'budget-answerer@example.com',
    displayName: 'Ben Answers',
    password: 'listen-closely',
  });
  await answerer.call('POST', `/api/users/${other.id}/genres`, { genres: ['Jazz'] });
  const songs = await answerer.call('GET', '/api/youtube/search?query=love');
  for (const song of songs.slice(0, 2))
    await answerer.call('POST', `/api/requests/${requests[0].id}/responses`, {
      userId: other.id,
      songId: song.id,
      songData: song,
      comment: 'Try this one',
    });
  return asker.cookie();
}

/** Opens `/` as the member with `cookie` and returns every response's wire size. */
async function loadFirstScreen(cookie) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: BASE }]);
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    if (new URL(page.url()).pathname !== '/') throw new Error(`/ ended on ${page.url()}`);
    // Work started on idle (after the first paint) counts too: wait until the network rests again.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    // Awaited here: the sizes are read from the browser, which closes after this block.
    return await Promise.all(
      finished.map(async (request) => {
        const sizes = await request.sizes();
        return {
          url: request.url(),
          resourceType: request.resourceType(),
          bodyBytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
        };
      }),
    );
  } finally {
    await browser.close();
  }
}

function startApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearsay-budget-'));
  const server = spawn(process.execPath, [join(root, 'dist/node/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...e2eAppEnv({ port: PORT, dataDir, outboxDir: join(dataDir, 'outbox'), staffEmails: '' }),
    },
  });
  const stop = () => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // However this process ends, the app it started ends with it (its data directory is temporary).
  process.on('exit', () => server.kill('SIGKILL'));
  return stop;
}

async function main() {
  if (
    !existsSync(join(root, 'dist/client/index.html')) ||
    !existsSync(join(root, 'dist/node/server.mjs'))
  ) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(2);
  }
  const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};
  const limitKiB = baseline.limitKiB ?? DEFAULT_LIMIT_KIB;
  const stop = startApp();
  let figures;
  try {
    await waitForHealth(BASE, 60_000);
    figures = scriptFigures(await loadFirstScreen(await seed()));
  } finally {
    stop();
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
  else
    for (const r of figures.rows) console.log(`${String(kib(r.bytes)).padStart(7)} KiB  ${r.path}`);
  console.log(
    `signed-in / at ${VIEWPORT.width} px: ${figures.totalKiB} KiB of JavaScript on the wire in ${figures.rows.length} files (budget ${limitKiB} KiB)`,
  );
  if (process.argv.includes('--write')) {
    const next = {
      ...baseline,
      limitKiB,
      measuredKiB: figures.totalKiB,
      files: figures.rows.length,
    };
    writeFileSync(baselinePath, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`wrote ${baselinePath}`);
  }
  const failures = verdict(figures.totalKiB, limitKiB);
  for (const f of failures) console.error(`budget: ${f}`);
  process.exit(failures.length ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
