/** The home feed: paging without duplicates, sorting, searching, layouts and scroll restoration. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, signUpAndOnboard } from './support';

async function createRequests(page: Page, texts: string[]) {
  const ids: number[] = [];
  for (const content of texts) {
    const res = await page.request.post('/api/requests', { data: { type: 'text', content } });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).id);
  }
  return ids;
}

test('scrolling loads every page once, then says You found the end', async ({ page }) => {
  await signUpAndOnboard(page, 'Fay Scroll');
  const tag = `scrollrun${Date.now()}`;
  await createRequests(
    page,
    Array.from({ length: 45 }, (_, i) => `${tag} request number ${i + 1}`),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'RECENT' }).click();
  await page.getByRole('button', { name: 'Switch to column layout' }).click();
  const cards = page.getByTestId('request-card').filter({ hasText: tag });
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 12 && !(await page.getByText('You found the end').isVisible()); i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await expect(page.getByText('You found the end')).toBeVisible();
  const texts = await cards.locator('a').allInnerTexts();
  const numbers = texts.map((t) => Number(/number (\d+)/.exec(t)?.[1]));
  expect(numbers).toHaveLength(45);
  expect(new Set(numbers).size).toBe(45);
  expect(numbers[0]).toBe(45);
  expect(numbers.at(-1)).toBe(1);
});

test('sorting, searching by text and by genre tag', async ({ page }) => {
  await signUpAndOnboard(page, 'Gus Sort', ['Jazz']);
  const tag = `sortrun${Date.now()}`;
  const [quiet, popular] = await createRequests(page, [
    `${tag} quiet one about café jazz`,
    `${tag} popular one`,
  ]);
  // Someone answers the popular one twice.
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  await signUpAndOnboard(otherPage, 'Hal Answer');
  for (const [id, name] of [
    ['dQw4w9WgXcQ', 'Never Gonna Give You Up'],
    ['fJ9rUzIMcZQ', 'Bohemian Rhapsody'],
  ]) {
    const res = await otherPage.request.post(`/api/requests/${popular}/responses`, {
      data: { songId: id, songData: { id, name } },
    });
    expect(res.status()).toBe(201);
  }
  await other.close();

  await page.goto('/');
  // A member with genres lands on MAGIC once.
  await expect(page.getByRole('button', { name: 'MAGIC' })).toHaveAttribute('aria-pressed', 'true');
  // The feed arrives server-rendered: a click before hydration may be lost, so click until it takes.
  await expect(async () => {
    await page.getByRole('button', { name: 'POPULAR' }).click();
    await expect(page.getByRole('button', { name: 'POPULAR' })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 1_000 },
    );
  }).toPass();
  await page.reload();
  await expect(page.getByRole('button', { name: 'POPULAR' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Other journeys fill page 1 of POPULAR on the shared server: compare this run's two by searching.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByPlaceholder('Search requests or tags').fill(tag);
  await expect(page.getByTestId('request-card')).toHaveCount(2);
  await expect(page.getByTestId('request-card').first()).toContainText(`${tag} popular one`);
  await page.getByPlaceholder('Search requests or tags').fill(`${tag} CAFE`);
  await expect(page.getByTestId('request-card')).toHaveCount(1);
  await expect(page.getByTestId('request-card')).toContainText('quiet one about café jazz');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Clear search' }).click();

  // Tag search: attach Jazz to the quiet request, then filter by the Jazz chip.
  const genres = await (
    await page.request.get('/api/genres?search=jazz&active_only=true&limit=10')
  ).json();
  const jazz = genres.find((g: { name: string }) => g.name === 'Jazz');
  const attach = await page.request.post(`/api/requests/${quiet}/genres`, {
    data: { genreIds: [jazz.id] },
  });
  expect(attach.ok()).toBe(true);
  await page.getByPlaceholder('Search requests or tags').fill('jaz');
  await page
    .getByRole('list', { name: 'Matching genre tags' })
    .getByRole('button', { name: 'Jazz', exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Remove genre filter Jazz' })).toBeVisible();
  await expect(page.getByTestId('request-card').filter({ hasText: tag })).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove genre filter Jazz' }).click();
  await expect(page.getByRole('button', { name: 'Remove genre filter Jazz' })).toHaveCount(0);
});

test('returning from a request restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndOnboard(page, 'Ivy Return');
  const tag = `restore${Date.now()}`;
  await createRequests(
    page,
    Array.from({ length: 12 }, (_, i) => `${tag} item ${i + 1}`),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'RECENT' }).click();
  const target = page.getByTestId('request-card').filter({ hasText: `${tag} item 3` });
  await target.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await target.getByRole('link').click();
  await expect(page).toHaveURL(/\/requests\/\d+$/);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
    .toBeGreaterThan(before - 60);
});
