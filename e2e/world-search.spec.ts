/**
 * Song search beyond the catalogue (issue 31, decision 028) in Chromium: with SONG_PROVIDER=auto
 * pointed at a local fake of the iTunes Search API (server/test/fakes/fake-itunes.ts), a member
 * finds a song the catalogue lacks, labelled as an iTunes preview beside catalogue songs, and
 * answers with it; the asker sees the answer. With the fake down, the box says in words that only
 * the catalogue was searched.
 *
 * This spec starts its own app (port E2E_PORT + 60), so every other spec keeps the offline catalogue.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeITunes, type FakeITunes } from '../server/test/fakes/fake-itunes';
import { e2eAppEnv, e2eOutboxDirFor } from '../scripts/e2e-env.mjs';
import { expectNoSeriousAxeViolations, expectToast, member, signUpAndOnboard } from './support';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 60;
const BASE = `http://127.0.0.1:${PORT}`;
const outboxDir = e2eOutboxDirFor(PORT);

let fake: FakeITunes;
let server: ChildProcess;
let dataDir: string;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = await startFakeITunes();
  dataDir = mkdtempSync(join(tmpdir(), 'hearsay-e2e-itunes-'));
  rmSync(outboxDir, { recursive: true, force: true });
  const root = new URL('..', import.meta.url).pathname;
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...e2eAppEnv({ port: PORT, dataDir, outboxDir, staffEmails: '' }),
      SONG_PROVIDER: 'auto',
      ITUNES_BASE_URL: fake.url,
    },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the iTunes e2e app did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r));
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a member answers with a song found in iTunes, not in the catalogue; the asker sees it', async ({ page, browser }) => {
  const asker = await browser.newContext({ baseURL: BASE });
  expect((await asker.request.post('/api/auth/register', { data: member('Ines Asker') })).status()).toBe(201);
  const text = `Synths for a night drive ${Date.now()}`;
  const created = await asker.request.post('/api/requests', { data: { type: 'text', content: text } });
  expect(created.status()).toBe(201);
  const requestId = (await created.json()).id as number;

  await signUpAndOnboard(page, member('Kai Answerer'), ['Rock']);
  await page.goto(`/requests/${requestId}?openForm=true`);
  await page.getByLabel('Search for a song').fill('kavinsky nightcall');
  const pick = page.getByRole('button', { name: /Nightcall.*Kavinsky/ });
  await expect(pick).toContainText('iTunes preview');
  await expect(pick).not.toContainText('No video');
  await expectNoSeriousAxeViolations(page);
  await pick.click();
  await expect(page.getByTestId('selected-song')).toContainText('Nightcall');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expectToast(page, 'Recommendation submitted');

  const answers = await (await asker.request.get(`/api/requests/${requestId}/responses`)).json();
  expect(answers).toEqual([
    expect.objectContaining({
      songData: expect.objectContaining({
        id: 'itunes:1440650428',
        source: 'itunes',
        previewUrl: expect.stringMatching(/^https:\/\/audio-ssl\.itunes\.apple\.com\//),
      }),
    }),
  ]);
  const askerPage = await asker.newPage();
  await askerPage.goto(`/requests/${requestId}`);
  await expect(askerPage.getByTestId('response-card')).toContainText('Nightcall');
  await asker.close();
});

test('with iTunes down the box says only the catalogue was searched', async ({ page }) => {
  fake.down = true;
  try {
    await signUpAndOnboard(page, member('Lou Offline'), ['Rock']);
    const asked = await page.request.post('/api/requests', { data: { type: 'text', content: `Anything by Kavinsky ${Date.now()}` } });
    await page.goto(`/requests/${(await asked.json()).id}?openForm=true`);
    await page.getByLabel('Search for a song').fill('zzqq kavinsky');
    await expect(page.getByRole('status').filter({ hasText: 'Online song search is unavailable right now' })).toBeVisible();
    await expect(page.getByText('No results found')).toHaveCount(0);
  } finally {
    fake.down = false;
  }
});
