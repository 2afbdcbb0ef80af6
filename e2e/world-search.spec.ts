/**
 * Song search beyond the catalogue (decision 028) in Chromium: with SONG_PROVIDER=auto
 * pointed at a local fake of the iTunes Search API (server/test/fakes/fake-itunes.ts), a member
 * finds a song the catalogue lacks, labelled as an iTunes preview beside catalogue songs, and
 * answers with it; the asker opens the request and plays its 30-second preview in the floating
 * player (a silent WAV the fake serves on loopback, allowed by PREVIEW_AUDIO_ORIGIN; decision 029),
 * which says it is a preview and links to the full song. With the fake down, the box says in words
 * that only the catalogue was searched. Apple's real hosts (artwork, previews) are blocked in the
 * browser: nothing here reaches the internet.
 *
 * This spec starts its own app (port E2E_PORT + 60), so every other spec keeps the offline catalogue.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { startFakeITunes, type FakeITunes } from '../server/test/fakes/fake-itunes';
import { ownApp } from './own-app';
import { expectNoSeriousAxeViolations, expectToast, member, signUpAndOnboard } from './support';

const app = ownApp(60, 'itunes');
const BASE = app.base;

let fake: FakeITunes;

test.use({ baseURL: BASE });

/** Apple's hosts (the fake's artwork and store links point there): refused in the browser. */
const blockApple = (context: BrowserContext) =>
  context.route(/^https:\/\/([a-z0-9-]+\.)*(apple|mzstatic)\.com\//, (route) => route.abort());
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = await startFakeITunes(undefined, { servePreviews: true });
  await app.start('', {
    SONG_PROVIDER: 'auto',
    ITUNES_BASE_URL: fake.url,
    PREVIEW_AUDIO_ORIGIN: fake.url,
  });
});

test.afterAll(async () => {
  await app.stop();
  await fake?.close();
});

test('a member answers with a song found in iTunes, not in the catalogue; the asker plays its preview', async ({
  page,
  browser,
}) => {
  await blockApple(page.context());
  const asker = await browser.newContext({ baseURL: BASE });
  await blockApple(asker);
  expect(
    (await asker.request.post('/api/auth/register', { data: member('Ines Asker') })).status(),
  ).toBe(201);
  const text = `Synths for a night drive ${Date.now()}`;
  const created = await asker.request.post('/api/requests', {
    data: { type: 'text', content: text },
  });
  expect(created.status()).toBe(201);
  const requestId = (await created.json()).id as number;

  await signUpAndOnboard(page, 'Kai Answerer', ['Rock']);
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
        previewUrl: `${fake.url}preview/1440650428.wav`,
        externalUrl: expect.stringMatching(/^https:\/\/music\.apple\.com\//),
      }),
    }),
  ]);
  const askerPage = await asker.newPage();
  await askerPage.goto(`/requests/${requestId}`);
  const card = askerPage.getByTestId('response-card');
  await expect(card).toContainText('Nightcall');
  await expect(card.getByTestId('not-playable')).toHaveCount(0);
  await card.getByRole('button', { name: 'Play Nightcall' }).click();

  const player = askerPage.getByTestId('floating-player');
  await expect(player).toHaveAttribute('data-source', 'preview');
  await expect(player).toHaveAttribute('data-status', 'playing');
  // Really playing: the audio's clock moves, and the length is the preview's 30 s.
  await expect(askerPage.getByTestId('player-duration')).toHaveText('0:30');
  await expect(askerPage.getByTestId('player-elapsed')).not.toHaveText('0:00', { timeout: 5000 });
  await expect(player.getByTestId('preview-note')).toContainText('30-second preview');
  const storeLink = player.getByRole('link', {
    name: 'Full song on Apple Music: Nightcall (opens in a new tab)',
  });
  await expect(storeLink).toHaveAttribute('href', answers[0].songData.externalUrl);
  await expect(storeLink).toHaveAttribute('target', '_blank');
  await expectNoSeriousAxeViolations(askerPage);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player).toHaveAttribute('data-status', 'paused');
  await asker.close();
});

test('with iTunes down the box says only the catalogue was searched', async ({ page }) => {
  await blockApple(page.context());
  fake.down = true;
  try {
    await signUpAndOnboard(page, 'Lou Offline', ['Rock']);
    const asked = await page.request.post('/api/requests', {
      data: { type: 'text', content: `Anything by Kavinsky ${Date.now()}` },
    });
    await page.goto(`/requests/${(await asked.json()).id}?openForm=true`);
    await page.getByLabel('Search for a song').fill('zzqq kavinsky');
    await expect(
      page.getByRole('status').filter({ hasText: 'Online song search is unavailable right now' }),
    ).toBeVisible();
    await expect(page.getByText('No results found')).toHaveCount(0);
  } finally {
    fake.down = false;
  }
});
