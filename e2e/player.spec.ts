/**
 * The floating player (spec 000 §4 "Player") in Chromium, with a local fake of the
 * YouTube IFrame API (e2e/fakes/youtube-iframe-api.js) emitting the real state and error events,
 * and a stubbed speechSynthesis recording what is spoken. Requests and responses are created
 * through the API; the player is driven through the real detail page and shell.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { endCurrentVideo, fakeLog, installPlayerFakes, spokenTexts } from './fakes/player-fakes';
import { expectNoSeriousAxeViolations, member, navLink, signUpAndOnboard } from './support';

const RICK = { videoId: 'dQw4w9WgXcQ', title: 'Never Gonna Give You Up', artist: 'Rick Astley' };
const QUEEN = { videoId: 'fJ9rUzIMcZQ', title: 'Bohemian Rhapsody', artist: 'Queen' };
const AHA = { videoId: 'djV11Xbc914', title: 'Take On Me', artist: 'a-ha' };
const TOTO = { videoId: 'FTQbiNvZqaY', title: 'Africa', artist: 'Toto' };

interface Rec {
  videoId: string;
  comment: string | null;
}

interface Seeded {
  requestId: number;
  responderName: string;
  responseIds: Record<string, number>;
}

/**
 * The asker (signed in on `page`) posts a text request; a second member, through the API in their
 * own browser context, answers it with the given catalogue songs and comments.
 */
async function seedRequest(browser: Browser, page: Page, recs: Rec[]): Promise<Seeded> {
  const created = await page.request.post('/api/requests', {
    data: { type: 'text', content: `Songs for the player test ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const requestId = (await created.json()).id as number;

  const responder = member('Bea Nilsson');
  const context = await browser.newContext();
  const api = context.request;
  expect((await api.post('/api/auth/register', { data: responder })).status()).toBe(201);
  const responseIds: Record<string, number> = {};
  for (const rec of recs) {
    const song = await api.get(`/api/youtube/videos/${rec.videoId}`);
    expect(song.status(), `catalogue song ${rec.videoId}`).toBe(200);
    const songData = await song.json();
    const res = await api.post(`/api/requests/${requestId}/responses`, {
      data: { songId: songData.id, songData, comment: rec.comment },
    });
    expect(res.status()).toBe(201);
    responseIds[rec.videoId] = (await res.json()).id;
  }
  await context.close();
  return { requestId, responderName: responder.displayName, responseIds };
}

/** Plays per response id, as the responses list reports them. */
async function playsOf(page: Page, requestId: number): Promise<Record<number, number>> {
  const res = await page.request.get(`/api/requests/${requestId}/responses`);
  const list = (await res.json()) as { id: number; plays: number }[];
  return Object.fromEntries(list.map((r) => [r.id, r.plays]));
}

function playerOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Player' });
}

async function expectNowPlaying(player: Locator, song: { title: string; artist: string }) {
  await expect(player.getByTestId('player-title')).toHaveText(song.title);
  await expect(player.getByTestId('player-artist')).toHaveText(song.artist);
}

test('plays one song from a response, pauses it, and records the play', async ({
  page,
  browser,
}) => {
  await installPlayerFakes(page);
  await signUpAndOnboard(page, 'Ann Player');
  // The IFrame API is not loaded until something plays.
  expect(await page.evaluate(() => document.querySelector('script[src*="iframe_api"]'))).toBeNull();
  await expect(playerOf(page)).toHaveCount(0);
  // Members do not get the staff song loader.
  await expect(page.getByRole('button', { name: 'Load a song from a YouTube URL' })).toHaveCount(0);

  const seeded = await seedRequest(browser, page, [
    { videoId: RICK.videoId, comment: 'A classic.' },
    { videoId: QUEEN.videoId, comment: 'Epic.' },
  ]);
  await page.goto(`/requests/${seeded.requestId}`);
  const rickCard = page.getByTestId('response-card').filter({ hasText: RICK.title });
  await rickCard.getByRole('button', { name: `Play ${RICK.title}` }).click();

  const player = playerOf(page);
  await expect(player).toBeVisible();
  await expectNowPlaying(player, RICK);
  await expect(player.getByTestId('player-responder')).toHaveText(
    `Recommended by ${seeded.responderName}`,
  );
  await expect(player).toHaveAttribute('data-status', 'playing');
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // A single song: no position, previous and next disabled.
  await expect(player.getByTestId('player-position')).toHaveCount(0);
  await expect(player.getByRole('button', { name: 'Previous song' })).toBeDisabled();
  await expect(player.getByRole('button', { name: 'Next song' })).toBeDisabled();

  // Privacy-enhanced host, the right video, and no comment spoken for a single song.
  const iframe = player.locator('iframe[data-fake-youtube]');
  await expect(iframe).toHaveAttribute('data-host', 'https://www.youtube-nocookie.com');
  await expect(iframe).toHaveAttribute('data-video-id', RICK.videoId);
  expect(await spokenTexts(page)).toEqual([]);

  // The list's button toggles the same song.
  await expect(rickCard.getByRole('button', { name: `Pause ${RICK.title}` })).toBeVisible();
  await rickCard.getByRole('button', { name: `Pause ${RICK.title}` }).click();
  await expect(player).toHaveAttribute('data-status', 'paused');
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(rickCard.getByRole('button', { name: `Play ${RICK.title}` })).toBeVisible();

  // Space toggles play/pause while the player has focus.
  await player.focus();
  await page.keyboard.press('Space');
  await expect(player).toHaveAttribute('data-status', 'playing');
  await page.keyboard.press('Space');
  await expect(player).toHaveAttribute('data-status', 'paused');

  await expect
    .poll(() => playsOf(page, seeded.requestId))
    .toEqual({ [seeded.responseIds[RICK.videoId]!]: 1, [seeded.responseIds[QUEEN.videoId]!]: 0 });
  await expectNoSeriousAxeViolations(page);

  // Close clears it.
  await player.getByRole('button', { name: 'Close player' }).click();
  await expect(playerOf(page)).toHaveCount(0);
  expect((await fakeLog(page)).some((e) => e.type === 'destroy')).toBe(true);
});

test('Play All advances on end, speaks each comment, skips a blocked video, and counts the plays', async ({
  page,
  browser,
}) => {
  // The "says:" notice shows only while a comment is spoken: each fake utterance lasts 1.5 s, so
  // the check below sees it even when the machine is slow to get there.
  await installPlayerFakes(page, { errors: { [AHA.videoId]: 150 }, speechMs: 1500 });
  await signUpAndOnboard(page, 'Cal Playlist');
  const seeded = await seedRequest(browser, page, [
    { videoId: RICK.videoId, comment: 'Start here.' },
    { videoId: QUEEN.videoId, comment: 'Six minutes of drama. Worth every second!' },
    { videoId: AHA.videoId, comment: 'That falsetto.' },
    { videoId: TOTO.videoId, comment: 'Rains down in Africa.' },
  ]);
  const name = seeded.responderName;
  await page.goto(`/requests/${seeded.requestId}`);
  await page.getByRole('button', { name: 'Play All' }).click();

  const player = playerOf(page);
  const prev = player.getByRole('button', { name: 'Previous song' });
  const next = player.getByRole('button', { name: 'Next song' });
  const position = player.getByTestId('player-position');

  // 1 / 4: the initial load plays at once, without speaking; previous disabled at the first.
  await expectNowPlaying(player, RICK);
  await expect(position).toHaveText('1 / 4');
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect(player).toHaveAttribute('data-status', 'playing');
  expect(await spokenTexts(page)).toEqual([]);

  // The song ends: 2 / 4 is cued, its comment spoken (in sentences), then it plays.
  await endCurrentVideo(page);
  await expectNowPlaying(player, QUEEN);
  await expect(position).toHaveText('2 / 4');
  await expect(prev).toBeEnabled();
  await expect(player.getByTestId('player-notice')).toContainText(`${name} says:`);
  await expect(player).toHaveAttribute('data-status', 'playing');
  expect(await spokenTexts(page)).toEqual([
    `${name} says: Six minutes of drama.`,
    'Worth every second!',
  ]);
  const log = await fakeLog(page);
  const cueAt = log.findIndex((e) => e.type === 'cue' && e.videoId === QUEEN.videoId);
  const playAt = log.findIndex((e) => e.type === 'play' && e.videoId === QUEEN.videoId);
  expect(cueAt).toBeGreaterThan(-1);
  expect(playAt).toBeGreaterThan(cueAt);

  // 3 / 4 is blocked by its owner (error 150): notice with a link, then on to 4 / 4.
  await endCurrentVideo(page);
  await expectNowPlaying(player, AHA);
  await expect(position).toHaveText('3 / 4');
  const notice = player.getByTestId('player-notice');
  await expect(notice).toContainText('The owner does not allow this video to be played here.');
  await expect(notice).toContainText('Skipping to the next song');
  await expect(notice.getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${AHA.videoId}`,
  );
  await expectNowPlaying(player, TOTO);
  await expect(position).toHaveText('4 / 4');
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  await expect(player).toHaveAttribute('data-status', 'playing');
  expect(await spokenTexts(page)).toEqual([
    `${name} says: Six minutes of drama.`,
    'Worth every second!',
    `${name} says: That falsetto.`,
    `${name} says: Rains down in Africa.`,
  ]);

  // The last song ends: the playlist stays on it, stopped.
  await endCurrentVideo(page);
  await expect(player).toHaveAttribute('data-status', 'ended');
  await expect(position).toHaveText('4 / 4');
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  // Previous goes back; with speech off nothing more is spoken.
  await player.getByRole('button', { name: 'Speak comments' }).click();
  await expect(player.getByRole('button', { name: 'Speak comments' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await prev.click();
  await expectNowPlaying(player, AHA);
  await prev.click();
  await expectNowPlaying(player, QUEEN);
  await expect(player).toHaveAttribute('data-status', 'playing');
  expect(await spokenTexts(page)).toHaveLength(4);

  // Plays: one per song that actually played (Queen twice), none for the blocked one.
  await expect
    .poll(() => playsOf(page, seeded.requestId))
    .toEqual({
      [seeded.responseIds[RICK.videoId]!]: 1,
      [seeded.responseIds[QUEEN.videoId]!]: 2,
      [seeded.responseIds[AHA.videoId]!]: 0,
      [seeded.responseIds[TOTO.videoId]!]: 1,
    });
});

test('the player never covers the navigation, the bottom bar on a phone and the rail on a desktop', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installPlayerFakes(page);
  await signUpAndOnboard(page, 'Dee Layout');
  const seeded = await seedRequest(browser, page, [
    { videoId: TOTO.videoId, comment: 'Rains down.' },
  ]);
  await page.goto(`/requests/${seeded.requestId}`);
  await page
    .getByTestId('response-card')
    .getByRole('button', { name: `Play ${TOTO.title}` })
    .click();
  const player = playerOf(page);
  await expect(player).toHaveAttribute('data-status', 'playing');

  // The track keeps playing across pages; on / the bottom navigation shows.
  await page.getByRole('link', { name: 'Hearsay home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(player).toHaveAttribute('data-status', 'playing');

  async function expectAboveNav() {
    const p = (await player.boundingBox())!;
    const n = (await nav.boundingBox())!;
    // From 1024 px wide the navigation is the rail on the left: the player keeps right of it.
    if (n.height > n.width)
      expect(p.x, 'player right of the rail').toBeGreaterThanOrEqual(n.x + n.width);
    else expect(p.y + p.height, 'player bottom edge above the navigation').toBeLessThanOrEqual(n.y);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x + p.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // Every navigation link is still clickable (not under the player).
    for (const link of ['HOME', 'NEW REQUEST', 'YOU'] as const) {
      const box = (await navLink(page, link).boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest('nav')?.getAttribute('aria-label') ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit, `${link} is reachable`).toBe('Main');
    }
  }

  // Retried until it holds: the shell may still be settling (hydration, a toast fading) just
  // after navigating; it failed once in CI at "HOME is reachable" after the other player journeys.
  await expect(expectAboveNav).toPass({ timeout: 10_000 });
  // The page can scroll its last content above the player (the spacer reserves its height).
  // Polled: the feed may still be rendering or loading more when we first scroll.
  const spacerBox = (await page.getByTestId('player-spacer').boundingBox())!;
  expect(spacerBox.height).toBeGreaterThanOrEqual((await player.boundingBox())!.height);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const main = document.getElementById('main')!;
          const contentBottom =
            main.getBoundingClientRect().bottom - parseFloat(getComputedStyle(main).paddingBottom);
          const playerTop = document
            .querySelector('[data-testid="floating-player"]')!
            .getBoundingClientRect().top;
          return contentBottom - playerTop;
        }),
      { message: 'the end of the page content clears the player' },
    )
    .toBeLessThanOrEqual(0);

  await player.getByRole('button', { name: 'Minimize player' }).click();
  await expect(player.getByRole('button', { name: 'Expand player' })).toBeVisible();
  await expect(player).toHaveAttribute('data-status', 'playing');
  await expect(expectAboveNav).toPass({ timeout: 10_000 });
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await player.getByRole('button', { name: 'Expand player' }).click();
  await expect(expectAboveNav).toPass({ timeout: 10_000 });
  await expect(player).toHaveAttribute('data-status', 'playing');
  // Minimise and expand never reloaded the video (the iframe stays the same element).
  expect((await fakeLog(page)).filter((e) => e.type === 'create')).toHaveLength(1);
});
