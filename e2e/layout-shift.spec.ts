/**
 * The signed-in first screen does not move (decision 042): the server cannot know the visitor's
 * width, so everything that depends on it is CSS, and hydration changes nothing. A first visit
 * (fresh context: no preference cookie, empty storage) at a phone's and a desktop's width, in
 * both themes, counts every layout shift (with or without input) until the network is idle.
 */
import { expect, test, type Browser } from '@playwright/test';
import { apiMember } from './support';

/** Cumulative layout shift a first screen may have: well under the 0.1 a page is "good" at. */
const MAX_CLS = 0.02;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, columns: 1, rail: false },
  { name: 'desktop', width: 1280, height: 800, columns: 3, rail: true },
] as const;

let sessionCookies: Awaited<
  ReturnType<Awaited<ReturnType<typeof apiMember>>['context']['cookies']>
>;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const who = await apiMember(browser, 'Lena Layout');
  const genres = await who.request.post(`/api/users/${who.user.id}/genres`, {
    data: { genres: ['Jazz', 'Shoegaze'] },
  });
  expect(genres.ok()).toBe(true);
  for (const content of [
    'Songs for a slow Sunday morning',
    'Something like Slowdive but newer',
    'Jazz for cooking dinner with friends, nothing too loud please',
    'Music for a long night train',
  ])
    expect(
      (await who.request.post('/api/requests', { data: { type: 'text', content } })).ok(),
    ).toBe(true);
  sessionCookies = await who.context.cookies();
  await who.context.close();
});

for (const viewport of VIEWPORTS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${viewport.name} ${viewport.width}px, ${colorScheme}: the first screen does not shift and hydration does not move main`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme,
      });
      await context.addCookies(sessionCookies);
      // Before any of the page's scripts: count every shift, and note where main was laid out
      // by the server's HTML alone (the app starts only after the first frame).
      await context.addInitScript(() => {
        const w = window as unknown as {
          __shifts: number;
          __mainBefore: { x: number; y: number; width: number } | null;
        };
        w.__shifts = 0;
        w.__mainBefore = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            w.__shifts += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          const rect = document.getElementById('main')?.getBoundingClientRect();
          if (rect) w.__mainBefore = { x: rect.x, y: rect.y, width: rect.width };
        });
      });
      const page = await context.newPage();
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/');
      // Rendered by the server, then hydrated (the app's first effect ends the start script's hold).
      await expect(page.locator('#hearsay-first-screen')).toHaveCount(1);
      await page.waitForFunction(
        () => (window as { __hearsayHydrated?: unknown }).__hearsayHydrated === undefined,
      );
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Music for a long night train')).toBeVisible();

      const { shifts, before, after } = await page.evaluate(() => {
        const w = window as unknown as {
          __shifts: number;
          __mainBefore: { x: number; y: number; width: number } | null;
        };
        const rect = document.getElementById('main')!.getBoundingClientRect();
        return {
          shifts: w.__shifts,
          before: w.__mainBefore,
          after: { x: rect.x, y: rect.y, width: rect.width },
        };
      });
      expect(before, 'main in the server HTML').not.toBeNull();
      expect(after).toEqual(before);
      expect(shifts).toBeLessThanOrEqual(MAX_CLS);

      // The layout is the one for this width: the rail or the bottom bar, and the spec's columns.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toHaveCount(1);
      if (viewport.rail) {
        await expect(nav).toHaveAttribute('data-testid', 'nav-rail');
        expect(after.x).toBeGreaterThanOrEqual(224);
      } else {
        await expect(nav).not.toHaveAttribute('data-testid', 'nav-rail');
        expect(after.x).toBe(0);
      }
      const columns = await page
        .getByTestId('masonry')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(viewport.columns);
      await context.close();
    });
  }
}
