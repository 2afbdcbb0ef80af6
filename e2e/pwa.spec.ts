/**
 * Installs like an app, shares like a link: the manifest and its icons, the service
 * worker controlling the page, the offline page on a failed navigation (axe, dark, phone width),
 * no API answer in its caches, and Share copying the link where the Web Share API is absent.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectToast, signUpAndOnboard } from './support';

/** Waits until a service worker is active and controls `page` (after one reload if needed). */
async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('the manifest is served with its fields, and every icon is reachable', async ({
  page,
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Hearsay',
    short_name: 'Hearsay',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', purpose: 'any', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'any', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable', type: 'image/png' }),
    ]),
  );
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
  ).toHaveAttribute('content', '#6d28d9');
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
  ).toHaveAttribute('content', '#0d0c12');
});

test('the service worker controls the app, keeps no API answer, and shows "You are offline" when the network is gone', async ({
  page,
  context,
}) => {
  await signUpAndOnboard(page, 'Wren Offline');
  await controlledBySw(page);
  // Visit pages that read personal data, so a worker that cached /api would have something to keep.
  await page.goto('/saved');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys())
        urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Phone width, dark theme: the page follows the system scheme (no script may run in it).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/requests/1');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(13, 12, 18)',
  );
  await expectNoSeriousAxeViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('Share copies the request link with "Link copied" where the Web Share API is absent', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // Desktop Linux Chromium has no navigator.share today; make sure of it.
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
  await signUpAndOnboard(page, 'Sol Sharer');
  const res = await page.request.post('/api/requests', {
    data: { type: 'text', content: 'Songs to share with a friend' },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await page.goto(`/requests/${id}`);
  const share = page.getByTestId('request-detail').getByRole('button', { name: 'Share' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/requests/${id}`,
  );
  await expectNoSeriousAxeViolations(page);
});
