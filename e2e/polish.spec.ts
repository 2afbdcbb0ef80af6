/** Polish found on a walk through every screen, at phone and desktop width. */
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  member,
  signInAsStaff,
  signUp,
  signUpAndOnboard,
} from './support';

test('genre picker: one click switches from one open category to another', async ({ page }) => {
  await signUp(page, member('Pia Picker'));
  // Onboarding hides the bottom navigation (HOME would bounce back here).
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose Your Genres' }).click();
  const dialog = page.getByRole('dialog');
  const tab = (name: string) =>
    dialog.locator('button[aria-expanded]', { hasText: new RegExp(`^${name}`) });
  await tab('Latin').click();
  await expect(tab('Latin')).toHaveAttribute('aria-expanded', 'true');
  await tab('Rock').click();
  await expect(tab('Latin')).toHaveAttribute('aria-expanded', 'false');
  await expect(tab('Rock')).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('group', { name: /^Rock/ })).toBeVisible();
});

test('toasts: after one is closed with ×, the next still closes by itself, and none covers the logo', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  const toastEl = page.locator('[data-variant]').filter({ hasText: 'Login failed' });
  await expect(toastEl).toBeVisible();
  // Hovering pauses it while we measure: it covers neither the logo nor any control of the page.
  await toastEl.hover();
  const covered = await page.evaluate(() => {
    const t = document.querySelector('[data-variant]')!.getBoundingClientRect();
    return [
      ...document.querySelectorAll('main > div > div:first-child, main button, main a, main input'),
    ]
      .filter((el) => {
        const c = el.getBoundingClientRect();
        return (
          c.width > 0 &&
          t.left < c.right &&
          c.left < t.right &&
          t.top < c.bottom &&
          c.top < t.bottom
        );
      })
      .map((el) => el.outerHTML.slice(0, 80));
  });
  expect(covered).toEqual([]);
  await toastEl.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toastEl).toHaveCount(0);

  // An error toast stays long enough to read (at least 8 s, decision 024), then still closes by itself.
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(toastEl).toBeVisible();
  const shownAt = Date.now();
  await page.mouse.move(0, 0);
  await expect(toastEl).toHaveCount(0, { timeout: 15_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(7_500);
  expect(Date.now() - shownAt).toBeLessThan(12_000);
});

test('the 404 of a malformed request id is titled Page Not Found; anonymous /admin has no member navigation', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await signUpAndOnboard(page, 'Tia Title');
  await page.goto('/requests/abc');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Hearsay');
});

test('staff see the operator screens in the avatar menu, members do not; Terms and Privacy are linked', async ({
  browser,
  page,
}) => {
  const who = await signUpAndOnboard(page, 'Mo Member');
  await page.getByRole('button', { name: `Account menu for ${who.displayName}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Privacy' })).toBeVisible();
  for (const name of ['Feedback admin', 'Data dashboard', 'Processing'])
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cookies and browser storage' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Listed in STAFF_EMAILS by scripts/e2e-server.mjs; signInAsStaff verifies it and passes two-factor.
  const staffPage = await (await browser.newContext()).newPage();
  await signInAsStaff(staffPage, {
    email: 'staff-polish-e2e@example.com',
    displayName: 'Pat Polish',
    password: 'listen-closely',
  });
  await staffPage.goto('/you');
  await staffPage.getByRole('button', { name: /^Account menu for / }).click();
  const staffMenu = staffPage.getByRole('menu');
  await expect(staffMenu.getByRole('menuitem', { name: 'Feedback admin' })).toBeVisible();
  await expect(staffMenu.getByRole('menuitem', { name: 'Processing' })).toBeVisible();
  await staffMenu.getByRole('menuitem', { name: 'Data dashboard' }).click();
  await expect(staffPage).toHaveURL(/\/data$/);
  await staffPage.getByRole('button', { name: /^Account menu for / }).click();
  await staffPage.getByRole('menu').getByRole('menuitem', { name: 'Feedback admin' }).click();
  await expect(staffPage).toHaveURL(/\/admin$/);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Feedback Admin' })).toBeVisible();

  // The login page links Hearsay's own Terms, and keeps the "Developed with YouTube" badge.
  const anon = await (await browser.newContext()).newPage();
  await anon.goto('/login');
  await expect(anon.getByText('Developed with')).toBeVisible();
  await anon.getByRole('link', { name: 'Terms' }).click();
  await expect(anon).toHaveURL(/\/terms$/);
  await expect(anon.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
});

test('a member changes their display name and uploads a profile picture', async ({ page }) => {
  await signUpAndOnboard(page, 'Nia Name');
  await page.goto('/profile');
  const editor = page.getByRole('region', { name: 'Edit profile' });
  const slug = (await (await page.request.get('/api/auth/me')).json()).slug as string;
  await expect(editor).toContainText(`@${slug}`);

  // The sign-up rules apply.
  const field = editor.getByLabel('Display name');
  await field.fill('N1a');
  await editor.getByRole('button', { name: 'Save name' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    'Display name can only contain letters, spaces, hyphens, and apostrophes',
  );
  await field.fill('Nia Okonkwo');
  await editor.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nia Okonkwo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Nia Okonkwo' })).toBeVisible();
  // The handle and the public profile address stay.
  await page.goto(`/profile/${slug}`);
  await expect(page.getByText('Nia Okonkwo').first()).toBeVisible();

  // A picture: checked on the client, resized on the server, shown everywhere the avatar is.
  await page.goto('/profile');
  const upload = page.getByRole('region', { name: 'Edit profile' }).getByLabel('Upload picture');
  await upload.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByRole('region', { name: 'Edit profile' }).getByRole('alert')).toHaveText(
    'Please upload a JPEG, PNG, WebP or GIF image.',
  );
  // A real 800×500 PNG; the server makes it a 256×256 WebP.
  const png = await sharp({
    create: { width: 800, height: 500, channels: 3, background: '#0ea5e9' },
  })
    .png()
    .toBuffer();
  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const headerAvatar = page
    .getByRole('button', { name: 'Account menu for Nia Okonkwo' })
    .locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /^\/api\/pictures\/[0-9a-f]{32}\.webp$/);
  expect(
    await headerAvatar.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => img.naturalWidth),
    ),
  ).toBe(256);
  await expect(
    page
      .getByRole('region', { name: 'Edit profile' })
      .getByRole('button', { name: 'Remove picture' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
