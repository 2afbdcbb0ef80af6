/**
 * Operators (spec 001 §2): a member sends feedback from the header and is kept out of the
 * operator screens and API; a staff member triages the feedback on /admin (the change survives a
 * reload), sorts a data-dashboard table and downloads its CSV.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  expectToast,
  member,
  signInAsStaff as signInAsStaffWith,
  signUpAndOnboard,
} from './support';

/** scripts/e2e-server.mjs starts the app with STAFF_EMAILS=staff-e2e@example.com. */
const STAFF = {
  email: 'staff-e2e@example.com',
  displayName: 'Sam Staff',
  password: 'listen-closely',
};

/** Signs the page's context in as the staff member: verified by the outbox link, two-factor enrolled. */
const signInAsStaff = (page: Page) => signInAsStaffWith(page, STAFF);

const today = () => new Date().toISOString().slice(0, 10);

test('a member sends feedback and a staff member triages it; the change survives a reload', async ({
  browser,
}) => {
  const memberPage = await (await browser.newContext()).newPage();
  const who = member('Fay Feedback');
  const comment = `The play button does nothing on a second tap ${Date.now()}`;
  await signUpAndOnboard(memberPage, who);

  // The header's feedback button, left of the theme toggle.
  const header = memberPage.locator('header').first();
  const buttons = header.getByRole('button');
  const names = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(names.indexOf('Send feedback')).toBe(
    names.findIndex((n) => n?.startsWith('Switch to')) - 1,
  );
  await header.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = memberPage.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByLabel('Type').selectOption('bug');
  await dialog.getByLabel('Comment').fill(comment);
  await expect(dialog.getByText(`${comment.length}/1000`)).toBeVisible();
  await expectNoSeriousAxeViolations(memberPage);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectToast(memberPage, 'Feedback submitted');
  await expect(dialog).toHaveCount(0);

  // Members are kept out of the operator screens and API.
  await memberPage.goto('/admin');
  await expect(memberPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  expect((await memberPage.request.get('/api/feedback')).status()).toBe(403);

  // Staff triage.
  const staffPage = await (await browser.newContext()).newPage();
  await signInAsStaff(staffPage);
  await staffPage.goto('/admin');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Feedback Admin' })).toBeVisible();
  const card = staffPage.getByRole('article').filter({ hasText: comment });
  await expect(card).toContainText(who.displayName);
  await expect(card).toContainText(`(${who.email})`);
  await expect(card).toContainText('Screen: /');
  await expect(card).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}/);
  await expect(card.getByLabel('Status')).toHaveValue('unread');
  await expect(card.getByLabel('Priority')).toHaveValue('medium');
  await expectNoSeriousAxeViolations(staffPage);

  await card.getByLabel('Status').selectOption('fixed');
  await expectToast(staffPage, 'Status updated');
  await card.getByLabel('Priority').selectOption('critical');
  await expectToast(staffPage, 'Priority updated');

  await staffPage.reload();
  const reloaded = staffPage.getByRole('article').filter({ hasText: comment });
  await expect(reloaded.getByLabel('Status')).toHaveValue('fixed');
  await expect(reloaded.getByLabel('Priority')).toHaveValue('critical');

  // Filters: a Status filter keeps it, another hides it; the filter survives a reload too.
  await staffPage.getByLabel('Status', { exact: true }).first().selectOption('unread');
  await expect(staffPage.getByRole('article').filter({ hasText: comment })).toHaveCount(0);
  await staffPage.getByLabel('Status', { exact: true }).first().selectOption('fixed');
  await expect(staffPage).toHaveURL(/status=fixed/);
  await staffPage.reload();
  await expect(staffPage.getByRole('article').filter({ hasText: comment })).toBeVisible();
});

test('signed-out visitors read "Admin Access Required" on /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByText('Please log in to access the admin panel.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect((await page.request.get('/api/feedback')).status()).toBe(401);
});

test('a member is sent away from /data without a single dashboard call, and the API refuses them', async ({
  page,
}) => {
  await signUpAndOnboard(page, 'Max Member');
  const adminCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/')) adminCalls.push(r.url());
  });
  await page.goto('/data');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(adminCalls).toEqual([]);
  for (const path of [
    '/api/admin/data/stats',
    '/api/admin/data/users',
    '/api/admin/data/export/users',
  ]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'forbidden' });
  }
});

test('staff sort a dashboard table and download its CSV', async ({ page }) => {
  await signInAsStaff(page);
  // A few more members so the Users table has something to sort.
  for (const name of ['Ana Sort', 'Bea Sort']) {
    const who = member(name);
    expect((await page.request.post('/api/auth/register', { data: who })).status()).toBe(201);
  }
  await signInAsStaff(page);

  await page.goto('/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  for (const label of ['Total Users', 'Total Requests', 'Total Responses', 'Total Saves']) {
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/tab=users/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const ids = async () =>
    (await table.locator('[role=row] [role=cell]:first-child').allInnerTexts()).map(Number);
  const idHeader = table.getByRole('columnheader', { name: 'ID' });

  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await ids();
  expect(ascending.length).toBeGreaterThanOrEqual(3);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  // The table shows one page: with more members than a page (other journeys sign people up), the
  // descending page starts at the newest member, above every id of the ascending page.
  const descending = await ids();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThanOrEqual(Math.max(...ascending));

  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'none');

  // Sorting by Email orders the rows by email.
  const emailHeader = table.getByRole('columnheader', { name: 'Email' });
  await emailHeader.getByRole('button').click();
  const emails = await table.locator('[role=row] [role=cell]:nth-child(2)').allInnerTexts();
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  expect(emails).toEqual([...emails].sort(collator.compare));

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV: Users' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`users_${today()}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [headerRow, ...lines] = csv.split('\r\n');
  expect(headerRow).toBe(
    'id,email,displayName,requestCount,responseCount,saveCount,genres,youtubeConnected,createdAt',
  );
  expect(lines.some((l) => l.includes(STAFF.email))).toBe(true);

  // The genre tables export under their own names.
  await page.getByRole('tab', { name: 'Genres' }).click();
  const genresDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV: Request Genres' }).click();
  const genres = await genresDownload;
  expect(genres.suggestedFilename()).toBe(`request_genres_${today()}.csv`);
  expect(
    readFileSync((await genres.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0],
  ).toBe('genreName,requestCount');
  await expectNoSeriousAxeViolations(page);
});

test('staff suspend a member from /admin: the member is signed out at once and the audit log shows it', async ({
  browser,
}) => {
  const memberPage = await (await browser.newContext()).newPage();
  const who = await signUpAndOnboard(memberPage, 'Sue Suspended');

  const staffPage = await (await browser.newContext()).newPage();
  await signInAsStaff(staffPage);
  await staffPage.goto('/admin');
  const accounts = staffPage.getByRole('region', { name: 'Member accounts' });
  await accounts.getByLabel('Email address or account id').fill(who.email);
  await accounts.getByRole('button', { name: 'Find' }).click();
  const card = accounts.getByRole('article', { name: `Account of ${who.displayName}` });
  await expect(card).toContainText('Active');

  await card.getByRole('button', { name: 'Suspend' }).click();
  const dialog = staffPage.getByRole('alertdialog', { name: `Suspend ${who.displayName}?` });
  await expect(dialog.getByRole('button', { name: 'Suspend account' })).toBeDisabled();
  await dialog.getByLabel(/^Reason/).fill('Posting spam links');
  await expectNoSeriousAxeViolations(staffPage);
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expectToast(staffPage, `${who.displayName} is suspended`);
  await expect(card).toContainText('Suspended since');
  await expect(card).toContainText('Posting spam links');

  // The member's next request finds no session; signing in again is refused with the reason code.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/login/);
  const again = await memberPage.request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect([again.status(), (await again.json()).error]).toEqual([403, 'account_suspended']);

  const audit = staffPage.getByRole('region', { name: 'Audit log' });
  await audit.getByLabel('Event type').selectOption('account_suspended');
  const row = audit.getByTestId('audit-event').filter({ hasText: who.displayName }).first();
  await expect(row).toContainText('Account suspended');
  await expect(row).toContainText('Posting spam links');
  await expect(audit.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/audit-log/export?type=account_suspended',
  );
  await expectNoSeriousAxeViolations(staffPage);
  // Contrast holds in the dark theme too.
  await staffPage.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(staffPage.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(staffPage);
});
