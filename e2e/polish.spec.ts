/** Issue 15: polish found on a walk through every screen, at phone and desktop width. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, member, signUpAndOnboard } from './support';

async function registerOnly(page: Page, who: ReturnType<typeof member>) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Display name').fill(who.displayName);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page).toHaveURL(/\/onboarding\/genres$/);
}

test('genre picker: one click switches from one open category to another', async ({ page }) => {
  await registerOnly(page, member('Pia Picker'));
  // Onboarding hides the bottom navigation (HOME would bounce back here).
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose Your Genres' }).click();
  const dialog = page.getByRole('dialog');
  const tab = (name: string) => dialog.locator('button[aria-expanded]', { hasText: new RegExp(`^${name}`) });
  await tab('Latin').click();
  await expect(tab('Latin')).toHaveAttribute('aria-expanded', 'true');
  await tab('Rock').click();
  await expect(tab('Latin')).toHaveAttribute('aria-expanded', 'false');
  await expect(tab('Rock')).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('group', { name: /^Rock/ })).toBeVisible();
});

test('toasts: after one is closed with ×, the next still closes by itself, and none covers the logo', async ({ page }) => {
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
    return [...document.querySelectorAll('main > div > div:first-child, main button, main a, main input')]
      .filter((el) => {
        const c = el.getBoundingClientRect();
        return c.width > 0 && t.left < c.right && c.left < t.right && t.top < c.bottom && c.top < t.bottom;
      })
      .map((el) => el.outerHTML.slice(0, 80));
  });
  expect(covered).toEqual([]);
  await toastEl.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toastEl).toHaveCount(0);

  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(toastEl).toBeVisible();
  const shownAt = Date.now();
  await expect(toastEl).toHaveCount(0, { timeout: 6000 });
  expect(Date.now() - shownAt).toBeLessThan(4500);
});

test('the 404 of a malformed request id is titled Page Not Found; anonymous /admin has no member navigation', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await signUpAndOnboard(page, member('Tia Title'));
  await page.goto('/requests/abc');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Hearsay');
});
