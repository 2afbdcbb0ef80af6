#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12 in Debian's Chromium against the built app.
 *
 * 1. Starts `server/server.ts` from dist/ (run `npm run build` first) on a fresh PGlite directory
 *    (removed on exit), production mode, port LIGHTHOUSE_PORT (default 3900).
 * 2. Seeds through the real API: a member signs up (the session cookie is kept), picks genres,
 *    asks three requests; a second member answers the first one, and the first saves that answer
 *    — so /, /requests/{id}, /saved and /new-request are signed-in pages with content.
 * 3. Runs Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU
 *    slowdown; performance and accessibility) RUNS times (default 3) per page, with the session
 *    cookie set in the browser's cookie jar first (puppeteer-core over the DevTools port; Lighthouse
 *    keeps cookies between runs). Not as an `extraHeaders` Cookie: that header is replaced by the
 *    jar's as soon as the page sets a cookie of its own (the preference mirror, decision 019).
 *    Chromium: CHROME_PATH or /usr/bin/chromium, `--headless=new --no-sandbox`.
 * 4. Prints a table of medians per page: performance, accessibility, LCP, TBT, CLS and the
 *    JavaScript transferred (KiB on the wire, from the network-requests audit).
 *
 * Options: `--runs N`, `--pages /,/saved` (subset), `--json FILE` (all runs and medians),
 * `--reports DIR` (every run's full Lighthouse report as JSON, e.g. for the LCP breakdown and
 * the critical request chain).
 * Never part of `npm test`: slow, and noisy on a shared machine (report medians).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { e2eAppEnv } from './e2e-env.mjs';
import { figuresOf, median, runFailure, scriptsOf } from './lighthouse-figures.mjs';
import { apiClient, waitForHealth } from './built-app-client.mjs';

const root = new URL('..', import.meta.url).pathname;
const argValue = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const RUNS = Number(argValue('--runs', process.env.LIGHTHOUSE_RUNS ?? '3'));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function seed() {
  const tag = Date.now().toString(36);
  const asker = apiClient(BASE);
  const me = await asker.call('POST', '/api/auth/register', {
    email: `lighthouse-${tag}@example.com`,
    displayName: 'Lia Lighthouse',
    password: 'listen-closely',
  });
  await asker.call('POST', `/api/users/${me.id}/genres`, {
    genres: ['Shoegaze', 'Jazz', 'Indie Rock'],
  });
  const texts = [
    'Songs for a rainy Sunday morning with coffee',
    'Something like Slowdive but newer',
    'Jazz for cooking dinner with friends',
  ];
  const requests = [];
  for (const content of texts)
    requests.push(await asker.call('POST', '/api/requests', { type: 'text', content }));

  const answerer = apiClient(BASE);
  const other = await answerer.call('POST', '/api/auth/register', {
    email: `lighthouse-b-${tag}@example.com`,
    displayName: 'Ben Answers',
    password: 'listen-closely',
  });
  await answerer.call('POST', `/api/users/${other.id}/genres`, { genres: ['Shoegaze'] });
  const songs = await answerer.call('GET', '/api/youtube/search?query=love');
  for (const [i, song] of songs.slice(0, 2).entries()) {
    const response = await answerer.call('POST', `/api/requests/${requests[0].id}/responses`, {
      userId: other.id,
      songId: song.id,
      songData: song,
      comment: i ? 'Another one' : 'Try this one',
    });
    if (i === 0) await asker.call('POST', `/api/responses/${response.id}/save`, { userId: me.id });
  }
  return { cookie: asker.cookie(), requestId: requests[0].id };
}

function startApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearsay-lighthouse-'));
  const outboxDir = join(dataDir, 'outbox');
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...e2eAppEnv({ port: PORT, dataDir, outboxDir, staffEmails: '' }) },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { server, stop };
}

const pad = (v, n) => String(v).padStart(n);

/** Attempts per measurement: a run whose trace lost the navigation (NO_NAVSTART) is run again. */
const ATTEMPTS = 3;

/** One Lighthouse run of `url` that measured something; throws after ATTEMPTS failed runs. */
async function measure(url, flags) {
  let failure = null;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { lhr } = await lighthouse(url, flags);
    failure = runFailure(lhr);
    if (!failure) return lhr;
    process.stderr.write(`\n${url}: run failed (${failure}), running it again\n`);
  }
  throw new Error(`${url}: ${ATTEMPTS} runs failed, the last with ${failure}`);
}

async function main() {
  if (!existsSync(join(root, 'dist/client/index.html'))) {
    console.error('dist/client is missing: run `npm run build` first.');
    process.exit(2);
  }
  const app = startApp();
  process.on('SIGINT', () => {
    app.stop();
    process.exit(130);
  });
  let chrome;
  try {
    await waitForHealth(BASE, 120_000);
    const { cookie, requestId } = await seed();
    const all = ['/', `/requests/${requestId}`, '/saved', '/new-request'];
    const only = argValue('--pages', '');
    const pages = only
      ? all.filter((p) =>
          only.split(',').some((o) => (o === '/requests' ? p.startsWith('/requests/') : o === p)),
        )
      : all;
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const [cookieName, ...cookieValue] = cookie.split('=');
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    await browser.setCookie({
      name: cookieName,
      value: cookieValue.join('='),
      domain: '127.0.0.1',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    await browser.disconnect();
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const results = {};
    const scripts = {};
    // Interleaved (page 1..n, then again), so a burst of load on the shared machine hits every page alike.
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        const lhr = await measure(`${BASE}${page}`, flags);
        if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== page) {
          throw new Error(
            `${page} ended on ${lhr.finalDisplayedUrl}: the session cookie did not sign in`,
          );
        }
        (results[page] ??= []).push(figuresOf(lhr));
        const reportsDir = argValue('--reports', '');
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(
            join(
              reportsDir,
              `${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-')}-${run + 1}.json`,
            ),
            JSON.stringify(lhr),
          );
        }
        scripts[page] ??= scriptsOf(lhr);
        process.stderr.write('.');
      }
    }
    process.stderr.write('\n');
    const medians = Object.fromEntries(
      Object.entries(results).map(([page, runs]) => [
        page,
        Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))])),
      ]),
    );
    console.log(
      `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile preset, ${new Date().toISOString()}`,
    );
    console.log('| page | performance | accessibility | LCP | TBT | CLS | JS (KiB on the wire) |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [page, m] of Object.entries(medians)) {
      const label = page.startsWith('/requests/') ? '/requests/{id}' : page;
      console.log(
        `| ${label} | ${pad(m.performance, 3)} | ${pad(m.accessibility, 3)} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.tbtMs} ms | ${m.cls} | ${m.scriptKiB} |`,
      );
    }
    const jsonPath = argValue('--json', '');
    if (jsonPath)
      writeFileSync(jsonPath, JSON.stringify({ runs: results, medians, scripts }, null, 2));
  } finally {
    if (chrome) await chrome.kill();
    app.stop();
  }
}

if (
  process.argv[1] &&
  new URL(`file://${process.argv[1]}`).pathname === new URL(import.meta.url).pathname
) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
