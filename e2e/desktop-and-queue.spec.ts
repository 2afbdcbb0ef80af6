/**
 * On a desktop: the navigation rail from 1024 px wide (the bottom bar on a phone), the
 * player's keyboard shortcuts and their help dialog, and the player's queue, reordered from the
 * keyboard and kept across a reload. Axe runs in the light and the dark theme. The YouTube IFrame
 * API is the local fake (e2e/fakes/youtube-iframe-api.js).
 */
import { expect, test } from '@playwright/test';
import { installPlayerFakes } from './fakes/player-fakes';
import { expectNoSeriousAxeViolations, seedAnsweredRequest, signUpAndOnboard } from './support';

const RICK = { videoId: 'dQw4w9WgXcQ', title: 'Never Gonna Give You Up' };
const AHA = { videoId: 'djV11Xbc914', title: 'Take On Me' };
const TOTO = { videoId: 'FTQbiNvZqaY', title: 'Africa' };

test('a desktop gets the navigation rail and a phone the bottom bar, both accessible in both themes; ? lists the shortcuts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signUpAndOnboard(page, 'Rae Rail');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toHaveCount(1);
  await expect(nav).toHaveAttribute('data-testid', 'nav-rail');
  const box = (await nav.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.height).toBeGreaterThan(box.width);
  await expect(nav.getByRole('link')).toHaveText(['HOME', 'NEW REQUEST', 'YOU', 'NOTIFICATIONS']);
  await expect(nav.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
  // The page sits right of the rail, not under it.
  expect((await page.locator('#main').boundingBox())!.x).toBeGreaterThanOrEqual(box.x + box.width);
  await expectNoSeriousAxeViolations(page);

  // A keyboard member sees where the focus is on the rail.
  const you = nav.getByRole('link', { name: 'YOU' });
  await you.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(you).toBeFocused();
  expect(await you.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/you$/);
  await expect(nav.getByRole('link', { name: 'YOU' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page);

  // "?" on the page (no field focused) opens the list of shortcuts.
  await page.locator('body').click({ position: { x: 600, y: 700 } });
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Next song');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toHaveCount(1);
  await expect(nav).not.toHaveAttribute('data-testid', 'nav-rail');
  const bar = (await nav.boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(844, 0);
  await expect(nav.getByRole('link')).toHaveText(['HOME', 'NEW REQUEST', 'YOU']);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expectNoSeriousAxeViolations(page);
});

test('"Play from here" fills the queue, which reorders from the keyboard and survives a reload', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await installPlayerFakes(page);
  await signUpAndOnboard(page, 'Quy Queue');
  const requestId = await seedAnsweredRequest(
    browser,
    page,
    [RICK.videoId, AHA.videoId, TOTO.videoId],
    'Queue test',
  );
  await page.goto(`/requests/${requestId}?order=oldest`);

  // The request page arrives server-rendered: a click before hydration opens nothing, so try again.
  await expect(async () => {
    await page.getByRole('button', { name: `More actions for ${AHA.title}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Play from here' })).toBeEnabled({
      timeout: 2_000,
    });
  }).toPass();
  await page.getByRole('menuitem', { name: 'Play from here' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByTestId('player-title')).toHaveText(AHA.title);
  await expect(player).toHaveAttribute('data-status', 'playing');

  await player.getByRole('button', { name: 'Queue' }).click();
  const queue = player.getByRole('list', { name: 'Queue' });
  await expect(queue.getByTestId('queue-title')).toHaveText([RICK.title, AHA.title, TOTO.title]);
  await expect(queue.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true');

  // From the keyboard: Africa moves up twice, the focus staying on it.
  const up = queue.getByRole('button', { name: `Move ${TOTO.title} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(queue.getByTestId('queue-title')).toHaveText([RICK.title, TOTO.title, AHA.title]);
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(queue.getByTestId('queue-title')).toHaveText([TOTO.title, RICK.title, AHA.title]);
  await player.getByRole('button', { name: 'Repeat: off' }).click();
  await expect(player.getByRole('button', { name: 'Repeat: all' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(player.getByTestId('player-title')).toHaveText(AHA.title);
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await player.getByRole('button', { name: 'Queue' }).click();
  await expect(queue.getByTestId('queue-title')).toHaveText([TOTO.title, RICK.title, AHA.title]);
  await expect(queue.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(player.getByRole('button', { name: 'Repeat: all' })).toBeVisible();

  // J with repeat all wraps to the first song and plays it; K steps back.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('j');
  await expect(player.getByTestId('player-title')).toHaveText(TOTO.title);
  await expect(player).toHaveAttribute('data-status', 'playing');
  await page.keyboard.press('k');
  await expect(player.getByTestId('player-title')).toHaveText(AHA.title);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page);
});
