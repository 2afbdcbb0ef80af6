/**
 * A member's first screen is rendered by the server (decision 019): the feed is in the
 * page before any script runs, its code is asked for after that page has painted, the app hydrates
 * it without a mismatch, a click made before the app
 * has taken over is kept, and the next visit is rendered in the sort the member chose.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, postTextRequest, signUpAndOnboard } from './support';

test('the feed arrives rendered, hydrates cleanly, keeps an early click and remembers the sort', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Fiona First', ['Jazz']);
  const content = `Late-night jazz for reading ${Date.now()}`;
  await postTextRequest(page.request, content);

  // Without JavaScript: the server's markup alone, in the sort the feed starts with (MAGIC once).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto('/');
  await expect(plain.getByText(content)).toBeVisible();
  await expect(
    plain.getByRole('group', { name: 'Sort' }).getByRole('button', { name: 'MAGIC' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await noScript.close();

  // With JavaScript: no hydration mismatch, and a click made right away takes effect.
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationWarnings.push(message.text());
  });
  await page.goto('/');
  const recent = page.getByRole('group', { name: 'Sort' }).getByRole('button', { name: 'RECENT' });
  await recent.click();
  await expect(recent).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(content)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The app's code was asked for only after the server's page had painted.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.entry).toBeGreaterThanOrEqual(timing.paint!);

  // The next visit is rendered in RECENT: the server read the preference mirror cookie.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('id="hearsay-first-screen"');
  expect(html).toMatch(/"sort":"recent"/);
  await page.reload();
  await expect(recent).toHaveAttribute('aria-pressed', 'true');
  expect(hydrationWarnings).toEqual([]);
});
