/** The shell around every page: access rules, theme, validation messages, not-found and logout. */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectToast, signUpAndOnboard } from './support';

test('an anonymous visit to a request lands on /login', async ({ page }) => {
  await page.goto('/requests/1');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('sign-up shows the spec messages in order, and /register is accessible', async ({ page }) => {
  await page.goto('/register');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await page.getByLabel('Email').fill('x@example.com');
  await page.getByLabel('Display name').fill('R2-D2');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Display name can only contain letters, spaces, hyphens, and apostrophes',
  );
  await page.getByLabel('Display name').fill('R');
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Display name must be between 2 and 50 characters',
  );
  await page.getByLabel('Display name').fill('Rey');
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await signUpAndOnboard(page, 'Dana Theme');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('hearsay-theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('unknown paths say Page Not Found, and logout signs out', async ({ page }) => {
  const who = await signUpAndOnboard(page, 'Eli Out');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: `Account menu for ${who.displayName}` }).click();
  await expect(page.getByRole('menu')).toContainText(who.email);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'You have been successfully logged out.');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  // Signing back in keeps the member signed in across reloads.
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expectToast(page, `Welcome back, ${who.displayName}!`);
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
