/**
 * Accounts people can trust: verify by the e-mailed link from the outbox, reset a
 * forgotten password, change it and sign out another session, enrol two-factor to reach /admin,
 * download their data and delete the account.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { freshTotpCode } from '../server/test/totp-codes';
import {
  expectNoSeriousAxeViolations,
  expectToast,
  linkFromOutbox,
  member,
  signUpAndOnboard,
} from './support';

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('a new member confirms their email from the link in the outbox', async ({ browser }) => {
  const page = await newPage(browser);
  const who = await signUpAndOnboard(page, 'Vera Verify');
  const banner = page.getByRole('region', { name: 'Confirm your email' });
  await expect(banner).toContainText(
    'Please confirm your email address with the link we sent you.',
  );
  await expectNoSeriousAxeViolations(page);
  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expectToast(page, 'Email sent');

  await page.goto(await linkFromOutbox(who.email, 'Confirm your email'));
  await expect(page.getByText('Your email address is confirmed. Thank you!')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the feed' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Confirm your email' })).toHaveCount(0);
});

test('a member resets a forgotten password; the link works once and the old password stops working', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const who = await signUpAndOnboard(page, 'Rita Reset');
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The log-in page, which also has an Email field, shows until the page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(
    page.getByText('If an account exists for this address, we sent a link to reset its password.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const link = await linkFromOutbox(who.email, 'Reset your Hearsay password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is too common. Choose another one.',
  );
  await page.getByLabel('New password', { exact: true }).fill('quiet-rooms-at-dawn');
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  await expect(
    page.getByText('Your password was changed and every session was signed out.'),
  ).toBeVisible();

  // A spent link is told at once, without a form to fill first.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill('quiet-rooms-at-dawn');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a member signs out another session, then changes the password and signs out every other one', async ({
  browser,
}) => {
  const who = member('Sid Sessions');
  const laptop = await newPage(browser);
  await signUpAndOnboard(laptop, who);
  const login = async () => {
    const page = await newPage(browser);
    expect(
      (
        await page.request.post('/api/auth/login', {
          data: { email: who.email, password: who.password },
        })
      ).ok(),
    ).toBe(true);
    return page;
  };
  const phone = await login();

  await laptop.goto('/profile');
  const sessions = laptop.getByRole('region', { name: "Where you're signed in" });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousAxeViolations(laptop);
  await sessions.getByRole('button', { name: /^Sign out .*, signed in/ }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await phone.request.get('/api/auth/me')).status()).toBe(401);

  const tablet = await login();
  const form = laptop.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill(who.password);
  await form.getByLabel('New password', { exact: true }).fill('fresh-lyrics-every-day');
  await expect(form.getByLabel('Sign out every other session')).toBeChecked();
  await form.getByRole('button', { name: 'Change password' }).click();
  await expectToast(laptop, 'Password changed');
  expect((await tablet.request.get('/api/auth/me')).status()).toBe(401);
  // This browser stays signed in on its new session.
  await laptop.reload();
  await expect(laptop.getByRole('heading', { name: who.displayName })).toBeVisible();
});

test('a staff member enrols two-factor from /admin with a QR code and reaches Feedback Admin', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const staff = {
    email: 'staff-accounts-e2e@example.com',
    displayName: 'Tess Twofactor',
    password: 'listen-closely',
  };
  expect((await page.request.post('/api/auth/register', { data: staff })).status()).toBe(201);
  const verifyLink = await linkFromOutbox(staff.email, 'Confirm your email');
  await page.goto(verifyLink);
  await expect(page.getByText('Your email address is confirmed. Thank you!')).toBeVisible();

  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: 'Two-factor authentication required' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Admin' })).toBeVisible();

  // A new sign-in asks for the code again before staff screens answer.
  const again = await newPage(browser);
  await again.goto('/login');
  await again.getByLabel('Email').fill(staff.email);
  await again.getByLabel('Password', { exact: true }).fill(staff.password);
  await again.getByRole('button', { name: 'LOG IN' }).click();
  await again.waitForURL((url) => url.pathname !== '/login');
  await again.goto('/admin');
  await expect(
    again.getByRole('heading', { name: 'Two-factor authentication required' }),
  ).toBeVisible();
  await again.getByLabel('Authentication code').fill(await freshTotpCode(secret));
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(again.getByRole('heading', { level: 1, name: 'Feedback Admin' })).toBeVisible();
});

test('a member downloads their data, then deletes the account with their password', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const who = await signUpAndOnboard(page, 'Dora Data');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download your data' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^hearsay-data-.*\.zip$/);
  // A ZIP (local file header "PK\x03\x04") naming the JSON document and the spreadsheets.
  const archive = readFileSync(await zip.path());
  expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  for (const name of ['hearsay-data.json', 'requests.csv', 'saves.csv'])
    expect(archive.includes(Buffer.from(name))).toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'JSON only' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hearsay-data-.*\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.profile.email).toBe(who.email);
  expect(data.genres.map((g: { name: string }) => g.name)).toContain('Shoegaze');

  await section.getByRole('button', { name: 'Delete account…' }).click();
  await section.getByLabel('Password', { exact: true }).fill('not-my-password');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByRole('alert')).toHaveText('Your current password is not correct.');
  await expectNoSeriousAxeViolations(page);
  await section.getByLabel('Password', { exact: true }).fill(who.password);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/login$/);
  expect(
    (
      await page.request.post('/api/auth/login', {
        data: { email: who.email, password: who.password },
      })
    ).status(),
  ).toBe(401);
});
