/** Shared steps of the end-to-end journeys: sign-up with onboarding, and the axe-core check. */
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { freshTotpCode } from '../server/test/totp-codes';
import { e2eOutboxDirFor } from '../scripts/e2e-env.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let counter = 0;
/** A unique member for this run. */
export function member(name: string) {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `${name.toLowerCase().replace(/\W+/g, '')}-${tag}@example.com`,
    displayName: name,
    password: 'listen-closely',
  };
}

/**
 * Waits until no finite CSS transition or animation is running (spinners loop forever and are
 * skipped): each round waits for the running ones, then two frames, and looks again, since a
 * transition can start after the first wait (a button enabled when its data arrives). At most
 * `rounds` rounds.
 */
async function settleAnimations(page: Page, rounds = 5) {
  for (let i = 0; i < rounds; i++) {
    const stillRunning = await page.evaluate(async () => {
      const finite = () =>
        document
          .getAnimations()
          .filter(
            (a) => a.effect?.getTiming().iterations !== Infinity && a.playState === 'running',
          );
      await Promise.all(finite().map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return finite().length;
    });
    if (stillRunning === 0) return;
  }
}

/** axe-core's serious and critical violations on the page, as `rule: targets`. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Runs axe-core on the page, once its running CSS transitions have ended, and fails on serious or
 * critical violations. Injected through page.evaluate, which the page's Content Security Policy
 * does not apply to. Colours checked mid-transition are neither end's (CI once saw a button's
 * colour change, started after the first wait, as a contrast failure): a page with violations is
 * settled and checked once more, and what the second run still finds fails the test.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await settleAnimations(page);
  await page.evaluate(axeSource);
  let violations = await seriousAxeViolations(page);
  if (violations.length > 0) {
    await settleAnimations(page);
    violations = await seriousAxeViolations(page);
  }
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** Signs up through /register and waits for the onboarding page (genres not chosen yet). */
export async function signUp(page: Page, who: ReturnType<typeof member>) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Display name').fill(who.displayName);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page).toHaveURL(/\/onboarding\/genres$/);
}

/**
 * Signs up through /register (`who`, or a new member of that name), lands on onboarding, picks
 * genres through the picker's search and continues to /; resolves with the member.
 */
export async function signUpAndOnboard(
  page: Page,
  whoOrName: ReturnType<typeof member> | string,
  genres: string[] = ['Shoegaze'],
) {
  const who = typeof whoOrName === 'string' ? member(whoOrName) : whoOrName;
  await signUp(page, who);
  await expect(page.getByRole('heading', { name: 'What music do you love?' })).toBeVisible();

  await page.getByRole('button', { name: 'Choose Your Genres' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add up to 10 favorite genres')).toBeVisible();
  for (const genre of genres) {
    await dialog.getByLabel('Search genres').fill(genre);
    await dialog.getByRole('button', { name: genre, exact: true }).click();
  }
  await dialog
    .getByRole('button', {
      name: genres.length === 1 ? 'Add 1 Genre' : `Add ${genres.length} Genres`,
    })
    .click();
  await page
    .getByRole('button', {
      name: genres.length === 1 ? 'Continue with 1 genre' : `Continue with ${genres.length} genres`,
    })
    .click();
  await expect(page).toHaveURL(/\/$/);
  return who;
}

/** Expects a toast with `text`. Radix also copies toast text into a live region, hence `first()`. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** A link of the bottom navigation. */
export function navLink(page: Page, name: 'HOME' | 'NEW REQUEST' | 'YOU') {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

export interface Song {
  id: string;
  name: string;
}

/** A member signed up through the API in a fresh browser context (for seeding others' content). */
export async function apiMember(browser: Browser, name: string) {
  const context = await browser.newContext();
  const who = member(name);
  const res = await context.request.post('/api/auth/register', { data: who });
  expect(res.status()).toBe(201);
  return {
    context,
    request: context.request,
    user: (await res.json()) as { id: number; slug: string; displayName: string },
  };
}

/** The first catalogue song matching `query`, through the real search route. */
export async function findSong(page: Page, query: string): Promise<Song> {
  const res = await page.request.get('/api/youtube/search', { params: { query } });
  const songs = (await res.json()) as Song[];
  expect(songs.length).toBeGreaterThan(0);
  return songs[0]!;
}

/** A TEXT request posted through the API by the member of `api`; resolves with the created request. */
export async function postTextRequest(
  api: APIRequestContext,
  content: string,
): Promise<{ id: number }> {
  const res = await api.post('/api/requests', { data: { type: 'text', content } });
  expect(res.status()).toBe(201);
  return res.json();
}

/** `song` recommended on request `requestId` through the API, with an optional comment; resolves with the created recommendation. */
export async function postRecommendation(
  api: APIRequestContext,
  requestId: number,
  song: Song,
  comment?: string,
): Promise<{ id: number }> {
  const res = await api.post(`/api/requests/${requestId}/responses`, {
    data: { songId: song.id, songData: song, comment },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

/** An answer seeded through the API: a new member `by` recommends the first catalogue song matching `song`. */
export interface SeededAnswer {
  by: string;
  song: string;
  comment?: string;
}

/** `answer` made on request `requestId` by a member signed up for it in a fresh browser context. */
export async function recommendAs(
  browser: Browser,
  page: Page,
  requestId: number,
  answer: SeededAnswer,
) {
  const answerer = await apiMember(browser, answer.by);
  const song = await findSong(page, answer.song);
  const created = await postRecommendation(answerer.request, requestId, song, answer.comment);
  return { answerer, song, answer: created };
}

/** A TEXT request `content` posted by the member of `asker`, then answered as `answer` says. */
export async function postAnsweredRequest(
  browser: Browser,
  page: Page,
  asker: APIRequestContext,
  content: string,
  answer: SeededAnswer,
) {
  const request = await postTextRequest(asker, content);
  return { request, ...(await recommendAs(browser, page, request.id, answer)) };
}

/** The outbox folder scripts/e2e-server.mjs gives the app (offline e-mail sender). */
export function e2eOutboxDir(): string {
  return e2eOutboxDirFor(process.env.E2E_PORT ?? '3100');
}

/**
 * The newest link in an e-mail to `to` whose subject contains `subject`, read from the outbox's
 * .eml files (waits up to 10 s: mail is sent in the background). Returns the path and query.
 */
export async function linkFromOutbox(
  to: string,
  subject: string,
  dir = e2eOutboxDir(),
): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const raw = readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (
        !new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw) ||
        !raw.includes(subject)
      )
        continue;
      const link = /https?:\/\/\S+/.exec(
        raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[0];
      if (link) {
        const url = new URL(link);
        return url.pathname + url.search;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail "${subject}" to ${to} in ${dir}`);
}

/** Where the staff account's TOTP secret is kept between specs of one run (workers are processes). */
const staffSecretFile = (outboxDir: string, email: string) =>
  join(outboxDir, `totp-secret-${email}.txt`);

/**
 * Signs the page's context in as staff through what staff now need: sign-up (or sign-in
 * on later calls), verification by the link in the outbox, two-factor enrolment with a code
 * computed here with otplib (or a fresh code when already enrolled). `who.email` must be listed
 * in STAFF_EMAILS (scripts/e2e-server.mjs).
 */
export async function signInAsStaff(
  page: Page,
  who: { email: string; displayName: string; password: string },
  outboxDir = e2eOutboxDir(),
) {
  const registered = await page.request.post('/api/auth/register', { data: who });
  expect(registered.status()).toBe(201);
  let me = await page.request.get('/api/auth/me');
  if (!me.ok()) {
    // The address already had an account: sign in.
    expect(
      (
        await page.request.post('/api/auth/login', {
          data: { email: who.email, password: who.password },
        })
      ).ok(),
    ).toBe(true);
    me = await page.request.get('/api/auth/me');
  }
  let user = await me.json();
  if (!user.emailVerified) {
    const link = await linkFromOutbox(who.email, 'Confirm your email', outboxDir);
    const token = new URL(link, 'http://x').searchParams.get('token');
    expect((await page.request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(
      true,
    );
    user = await (await page.request.get('/api/auth/me')).json();
  }
  expect(user.role).toBe('staff');
  if (!user.twoFactorEnabled) {
    const setup = await (await page.request.post('/api/auth/2fa/setup')).json();
    writeFileSync(staffSecretFile(outboxDir, who.email), setup.secret);
    const enabled = await page.request.post('/api/auth/2fa/enable', {
      data: { code: await freshTotpCode(setup.secret) },
    });
    expect(enabled.ok()).toBe(true);
  } else if (!user.mfaPassed) {
    const secret = readFileSync(staffSecretFile(outboxDir, who.email), 'utf8').trim();
    const verified = await page.request.post('/api/auth/2fa/verify', {
      data: { code: await freshTotpCode(secret) },
    });
    expect(verified.ok()).toBe(true);
  }
}

/**
 * A text request by the member on `page` (its text `label` plus a timestamp), answered oldest first
 * with the catalogue songs `videoIds` by another member signed up for it; resolves with its id.
 */
export async function seedAnsweredRequest(
  browser: Browser,
  page: Page,
  videoIds: string[],
  label: string,
): Promise<number> {
  const created = await page.request.post('/api/requests', {
    data: { type: 'text', content: `${label} ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const requestId = (await created.json()).id as number;
  const context = await browser.newContext();
  expect(
    (await context.request.post('/api/auth/register', { data: member('Rae Responder') })).status(),
  ).toBe(201);
  for (const videoId of videoIds) {
    const songData = await (await context.request.get(`/api/youtube/videos/${videoId}`)).json();
    const res = await context.request.post(`/api/requests/${requestId}/responses`, {
      data: { songId: songData.id, songData, comment: null },
    });
    expect(res.status()).toBe(201);
  }
  await context.close();
  return requestId;
}
