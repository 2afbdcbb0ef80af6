/**
 * Reports: a member reports a request from its page, staff hide it from the Reports
 * queue on /admin, and members no longer see it (feed, request page) while staff still do, marked
 * "Hidden from members". axe on the report dialog and the queue.
 */
import { expect, test } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  expectToast,
  signInAsStaff,
  signUpAndOnboard,
} from './support';

const STAFF = {
  email: 'staff-reports-e2e@example.com',
  displayName: 'Rhea Reviews',
  password: 'listen-closely',
};

test('report → staff hide → the request is gone for members and marked for staff', async ({
  page,
  browser,
}) => {
  const author = await apiMember(browser, 'Spam Poster');
  const text = `Buy cheap followers now ${Date.now()}`;
  const request = await (
    await author.request.post('/api/requests', { data: { type: 'text', content: text } })
  ).json();

  await signUpAndOnboard(page, 'Rita Reports');
  await page.goto(`/requests/${request.id}`);
  await page.getByRole('button', { name: 'Report this request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this request' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByLabel(/Note/).fill('An advert, not a music request');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, 'Report sent');

  const staffPage = await (await browser.newContext()).newPage();
  await signInAsStaff(staffPage, STAFF);
  await staffPage.goto('/admin');
  const reported = staffPage.getByTestId('reported-item').filter({ hasText: text });
  await expect(reported).toContainText(
    'Spam or advertising: “An advert, not a music request” — Rita Reports',
  );
  await expectNoSeriousAxeViolations(staffPage);
  await reported.getByRole('button', { name: 'Hide' }).click();
  await expectToast(staffPage, 'Hidden');
  await expect(staffPage.getByRole('list', { name: 'Recent moderation' })).toContainText(
    `Rhea Reviews hid request #${request.id}`,
  );

  // Members: gone from the request page and the feed.
  await page.goto(`/requests/${request.id}`);
  await expect(
    page
      .getByText('Page Not Found')
      .or(page.getByText(/not found/i))
      .first(),
  ).toBeVisible();
  expect((await page.request.get(`/api/requests/${request.id}`)).status()).toBe(404);
  const feed = await (await page.request.get('/api/requests?sort=recent&limit=100')).json();
  expect(feed.data.map((r: { id: number }) => r.id)).not.toContain(request.id);

  // Staff still see it, marked.
  await staffPage.goto(`/requests/${request.id}`);
  await expect(staffPage.getByText('Hidden from members')).toBeVisible();
  await author.context.close();
  await staffPage.context().close();
});
