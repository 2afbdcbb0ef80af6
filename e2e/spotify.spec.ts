/**
 * Spotify in Chromium: connect through a local fake of Spotify Accounts (the callback
 * page's texts and redirects), play a playlist with one answer on Spotify (fake Web Playback SDK
 * emitting the SDK's events) and one that falls back to YouTube (fake IFrame API), disconnect;
 * an iTunes answer played on Spotify and the answers saved as a Spotify playlist; plus the callback's errors, a member without
 * Premium, and the staff developer pages.
 *
 * This spec starts its own app (port E2E_PORT + 50) with the Spotify variables pointing at the
 * fake (server/test/fakes/fake-spotify.ts), so every other spec keeps running with Spotify off.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  fakeSpotifyEnv,
  startFakeSpotify,
  type FakeSpotify,
} from '../server/test/fakes/fake-spotify';
import { fakeLog, installPlayerFakes } from './fakes/player-fakes';
import { ownApp } from './own-app';
import { expectNoSeriousAxeViolations, member, signInAsStaff, signUpAndOnboard } from './support';

const app = ownApp(50, 'spotify');
const BASE = app.base;
const STAFF_EMAIL = 'staff-spotify-e2e@example.com';
const TAKE_ON_ME = {
  videoId: 'djV11Xbc914',
  title: 'Take On Me',
  uri: 'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L',
};
const AFRICA = {
  videoId: 'FTQbiNvZqaY',
  title: 'Africa',
  uri: 'spotify:track:2374M0fQpWi3dLnB54qaLX',
};

let fake: FakeSpotify;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = await startFakeSpotify();
  await app.start(STAFF_EMAIL, fakeSpotifyEnv(fake));
});

test.afterAll(async () => {
  await app.stop();
  await fake?.close();
});

test.beforeEach(() => {
  Object.assign(fake.control, {
    product: 'premium',
    playbackErrorUris: [],
    denyNext: false,
    failApi: false,
  });
});

async function control(patch: Record<string, unknown>) {
  await fetch(`${fake.url}/__fake/control`, { method: 'POST', body: JSON.stringify(patch) });
}

/** Connect on /profile, through the fake's authorize and back to /spotify-callback, then /. */
async function connectSpotify(page: Page) {
  await page.goto('/profile');
  const card = page.getByTestId('spotify-connection');
  await expect(card.getByRole('heading', { name: 'Spotify' })).toBeVisible();
  await card.getByRole('button', { name: 'Connect Spotify' }).click();
  await expect(page.getByText('Connected to Spotify! Refreshing...')).toBeVisible();
  expect(page.url()).toContain('/spotify-callback?code=');
  await expect(page).toHaveURL(`${BASE}/`, { timeout: 5000 });
}

/** A request by the page's member answered by another member with these catalogue songs (no comments). */
async function seedRequest(browser: Browser, page: Page, videoIds: string[]) {
  const created = await page.request.post('/api/requests', {
    data: { type: 'text', content: `Spotify playlist test ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const requestId = (await created.json()).id as number;
  const context = await browser.newContext({ baseURL: BASE });
  expect(
    (await context.request.post('/api/auth/register', { data: member('Rae Responder') })).status(),
  ).toBe(201);
  const ids: number[] = [];
  for (const videoId of videoIds) {
    const songData = await (await context.request.get(`/api/youtube/videos/${videoId}`)).json();
    const res = await context.request.post(`/api/requests/${requestId}/responses`, {
      data: { songId: songData.id, songData, comment: null },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).id);
  }
  await context.close();
  return { requestId, ids };
}

const sdkLog = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __spotifyFake?: {
            log: { type: string; event?: string; command?: string; uri?: string }[];
          };
        }
      ).__spotifyFake?.log ?? [],
  );

test('connects through Spotify, plays one answer on Spotify and falls back to YouTube for the next, then disconnects', async ({
  page,
  browser,
}) => {
  await installPlayerFakes(page);
  await signUpAndOnboard(page, 'Sid Spotify');
  await page.goto('/profile');
  await expectNoSeriousAxeViolations(page);
  await connectSpotify(page);

  await page.goto('/profile');
  const card = page.getByTestId('spotify-connection');
  await expect(card.getByText('Connected (Premium).')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Disconnect Spotify' })).toBeVisible();

  // Africa's Spotify playback fails in the SDK: that track falls back to YouTube.
  await control({ playbackErrorUris: [AFRICA.uri] });
  const seeded = await seedRequest(browser, page, [TAKE_ON_ME.videoId, AFRICA.videoId]);
  await page.goto(`/requests/${seeded.requestId}`);
  await page.getByRole('button', { name: 'Play All' }).click();

  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-source', 'spotify');
  await expect(player).toHaveAttribute('data-status', 'playing');
  await expect(player.getByTestId('player-title')).toHaveText(TAKE_ON_ME.title);
  expect(fake.commands.some((c) => c.type === 'transfer')).toBe(true);
  expect(fake.commands.some((c) => c.type === 'play' && c.uris?.[0] === TAKE_ON_ME.uri)).toBe(true);
  const events = await sdkLog(page);
  expect(events.find((e) => e.type === 'create')).toMatchObject({ volume: 0.5 });
  expect(events.some((e) => e.event === 'ready')).toBe(true);
  // Not a single YouTube load for the Spotify track.
  expect(
    (await fakeLog(page)).some((e) => e.videoId === TAKE_ON_ME.videoId && e.type === 'load'),
  ).toBe(false);
  await expectNoSeriousAxeViolations(page);

  // Pause and resume go to the SDK.
  await player.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(player).toHaveAttribute('data-status', 'paused');
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player).toHaveAttribute('data-status', 'playing');

  // The Spotify track ends: the playlist moves on; Spotify fails for Africa, YouTube plays it.
  await page.evaluate(() =>
    (window as unknown as { __spotifyFake: { end: () => void } }).__spotifyFake.end(),
  );
  await expect(player.getByTestId('player-title')).toHaveText(AFRICA.title);
  await expect(player).toHaveAttribute('data-source', 'youtube');
  await expect(player).toHaveAttribute('data-status', 'playing');
  await expect(player.locator('iframe[data-fake-youtube]')).toHaveAttribute(
    'data-video-id',
    AFRICA.videoId,
  );
  expect((await sdkLog(page)).some((e) => e.event === 'playback_error')).toBe(true);

  // One play each, whichever source played it.
  await expect
    .poll(async () => {
      const list = (await (
        await page.request.get(`/api/requests/${seeded.requestId}/responses`)
      ).json()) as { id: number; plays: number }[];
      return Object.fromEntries(list.map((r) => [r.id, r.plays]));
    })
    .toEqual({ [seeded.ids[0]!]: 1, [seeded.ids[1]!]: 1 });

  // The match was stored on the response's song data.
  const stored = (await (
    await page.request.get(`/api/requests/${seeded.requestId}/responses`)
  ).json()) as { id: number; songData: { uri?: string } }[];
  expect(stored.find((r) => r.id === seeded.ids[0])?.songData.uri).toBe(TAKE_ON_ME.uri);

  // Save as Spotify playlist: a private playlist of both answers, named after the request.
  await page.getByRole('button', { name: 'Save as Spotify playlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'on Spotify' })).toHaveText(
    /^Saved 2 songs to “Hearsay: Spotify playlist test \d+” on Spotify\. Open it in Spotify$/,
  );
  expect(fake.playlists.at(-1)).toMatchObject({
    public: false,
    uris: [TAKE_ON_ME.uri, AFRICA.uri],
  });
  await expectNoSeriousAxeViolations(page);

  await player.getByRole('button', { name: 'Close player' }).click();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Disconnect Spotify' }).click();
  await expect(page.getByRole('button', { name: 'Connect Spotify' })).toBeVisible();
  const token = await page.request.get(
    `/api/users/${(await (await page.request.get('/api/auth/me')).json()).id}/spotify-token`,
  );
  expect(token.status()).toBe(409);
});

test('the callback explains a missing code and a state mismatch, then goes home', async ({
  page,
}) => {
  await signUpAndOnboard(page, 'Cal Callback');
  await page.goto('/spotify-callback');
  await expect(page.getByRole('alert')).toHaveText('No authorization code provided');
  await expectNoSeriousAxeViolations(page);
  await expect(page).toHaveURL(`${BASE}/`, { timeout: 6000 });

  await page.goto('/spotify-callback?code=forged-code&state=forged-state');
  await expect(page.getByRole('alert')).toHaveText(/did not match this session/);
  await expect(page).toHaveURL(`${BASE}/`, { timeout: 6000 });

  // Declined on Spotify's page.
  await control({ denyNext: true });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Connect Spotify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to connect to Spotify');
});

test('an iTunes answer (a preview, no video) plays through Spotify for a connected member, matched once by artist and title', async ({
  page,
  browser,
}) => {
  await installPlayerFakes(page);
  await signUpAndOnboard(page, 'Ivy Itunes');
  await connectSpotify(page);
  const created = await page.request.post('/api/requests', {
    data: { type: 'text', content: `A preview to play on Spotify ${Date.now()}` },
  });
  const requestId = (await created.json()).id as number;
  const other = await browser.newContext({ baseURL: BASE });
  expect(
    (await other.request.post('/api/auth/register', { data: member('Pia Preview') })).status(),
  ).toBe(201);
  // Song data as the iTunes search answers it (decision 028): no video, no ISRC, a preview and a store link.
  const songData = {
    id: 'itunes:1440841414',
    name: 'Take on Me',
    artist: 'a-ha',
    source: 'itunes',
    playable: false,
    videoId: null,
    isrc: null,
    previewUrl:
      'https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/fake/1440841414.plus.aac.p.m4a',
    externalUrl: 'https://music.apple.com/us/album/take-on-me/1440841400?i=1440841414',
  };
  const answered = await other.request.post(`/api/requests/${requestId}/responses`, {
    data: { songId: songData.id, songData, comment: null },
  });
  expect(answered.status()).toBe(201);
  await other.close();

  await page.goto(`/requests/${requestId}`);
  await page.getByRole('button', { name: 'Play Take on Me', exact: true }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-source', 'spotify');
  await expect(player).toHaveAttribute('data-status', 'playing');
  await expect(player.getByTestId('preview-note')).toHaveCount(0);
  expect(fake.commands.some((c) => c.type === 'play' && c.uris?.[0] === TAKE_ON_ME.uri)).toBe(true);
  const stored = (await (
    await page.request.get(`/api/requests/${requestId}/responses`)
  ).json()) as { songData: { uri?: string; spotifyMatch?: string } }[];
  expect(stored[0]!.songData).toMatchObject({ uri: TAKE_ON_ME.uri, spotifyMatch: 'similarity' });
});

test('a member without Premium is told, and answers keep playing on YouTube', async ({
  page,
  browser,
}) => {
  await installPlayerFakes(page);
  await control({ product: 'free' });
  await signUpAndOnboard(page, 'Fay Free');
  await connectSpotify(page);
  await page.goto('/profile');
  await expect(
    page.getByText(
      'Spotify plays in the browser with Premium only, so recommendations keep playing from YouTube.',
    ),
  ).toBeVisible();
  const seeded = await seedRequest(browser, page, [TAKE_ON_ME.videoId]);
  await page.goto(`/requests/${seeded.requestId}`);
  await page.getByRole('button', { name: `Play ${TAKE_ON_ME.title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-source', 'youtube');
  await expect(player).toHaveAttribute('data-status', 'playing');
});

test('the developer pages are for staff: source facts, console capture, and the minimal SDK player', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Mo Member');
  await page.goto('/player-test');
  // Told why, as on /admin, and shown nothing of the page.
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  const staff = await (await browser.newContext({ baseURL: BASE })).newPage();
  await signInAsStaff(staff, { ...member('Stu Staff'), email: STAFF_EMAIL }, app.outboxDir);
  // Favourite genres, so / (where the Spotify callback lands) shows the feed, not onboarding.
  const me = await (await staff.request.get('/api/auth/me')).json();
  expect(
    (await staff.request.post(`/api/users/${me.id}/genres`, { data: { genres: ['Rock'] } })).ok(),
  ).toBe(true);
  await staff.goto('/player-test');
  await expect(staff.getByRole('heading', { name: 'Player test' })).toBeVisible();
  await expect(staff.getByTestId('fact-spotify-configured')).toHaveText('yes');
  await staff.evaluate(() => console.warn('hello from the console'));
  await expect(staff.getByRole('list', { name: 'Debug console' })).toContainText(
    'warn: hello from the console',
  );
  await expectNoSeriousAxeViolations(staff);
  await staff.goto('/minimal-player');
  await expect(staff.getByRole('heading', { name: 'Minimal player' })).toBeVisible();
  await expect(staff.getByText('Connect Spotify on your profile first.')).toBeVisible();

  // Connected, the minimal player drives the SDK on its own: device, play by uri, position ticking.
  await connectSpotify(staff);
  await staff.goto('/minimal-player');
  await staff.getByRole('button', { name: 'Connect player' }).click();
  await expect(staff.getByTestId('minimal-device')).toHaveText(/Device: fake-device-/);
  await staff.getByLabel('Spotify track uri').fill(TAKE_ON_ME.uri);
  await staff.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(staff.getByTestId('minimal-state')).toHaveText('State: playing');
  await expect(staff.getByTestId('minimal-position')).toHaveText(/^0:0[1-9] \/ 3:45$/);
  await expect(staff.getByRole('list', { name: 'Player log' })).toContainText(
    `play ${TAKE_ON_ME.uri}`,
  );
  await staff.getByRole('button', { name: 'Pause' }).click();
  await expect(staff.getByTestId('minimal-state')).toHaveText('State: paused');
  await expectNoSeriousAxeViolations(staff);
});
