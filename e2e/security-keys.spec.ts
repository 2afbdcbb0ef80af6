/**
 * Security keys (WebAuthn, docs/decisions/039) in Chromium with the DevTools virtual authenticator:
 * a member adds a key in /profile, signs out, signs in with the password and then the key; the
 * settings section, its remove dialog and the second-factor step pass axe in both themes, on a
 * phone-sized viewport.
 * WebAuthn refuses an IP address as relying party, so this journey browses localhost (the e2e app's
 * WEBAUTHN_ORIGIN, scripts/e2e-env.mjs) instead of 127.0.0.1.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectToast, signUpAndOnboard } from './support';

const port = Number(process.env.E2E_PORT ?? 3100);
// A phone's viewport: the section, its dialog and the step are checked at their narrowest.
test.use({ baseURL: `http://localhost:${port}`, viewport: { width: 390, height: 844 } });

/** Gives the page a platform authenticator that always verifies the user (no prompt to click). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test('a member adds a security key, then signs in with the password and the key', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  const who = await signUpAndOnboard(page, 'Kira Keys');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Security keys' })).toBeVisible();
  await page.getByLabel('Key name').fill('Laptop key');
  await page.getByRole('button', { name: 'Add a security key' }).click();
  await expectToast(page, 'Security key "Laptop key" added');
  const keys = page.getByRole('list', { name: 'Your security keys' });
  await expect(keys.getByText('Laptop key')).toBeVisible();
  await expect(keys.getByText(/never used/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The remove dialog, in both themes, then left without removing.
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Remove security key Laptop key' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove “Laptop key”?' });
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectNoSeriousAxeViolations(page);
  }

  // Sign out, sign in again: the password alone does not open the app.
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const step = page.getByRole('heading', { name: 'Two-factor authentication required' });
  await expect(step).toBeVisible();
  const useKey = page.getByRole('button', { name: 'Use a security key' });
  await expect(useKey).toBeVisible();
  // No TOTP on this account: the step offers the key only.
  await expect(page.getByLabel('Authentication code')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expectNoSeriousAxeViolations(page);

  await useKey.click();
  await expect(step).toBeHidden();
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({ hasSecurityKey: true, mfaPassed: true });
  await page.goto('/profile');
  await expect(
    page.getByRole('list', { name: 'Your security keys' }).getByText(/last used/),
  ).toBeVisible();
});
