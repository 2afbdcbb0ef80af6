/**
 * Notifications: the asker's bell counts a new answer live, without a reload, the page
 * title shows it, the list links to the answer and marks it read; axe on the open list in both
 * themes and at phone width.
 */
import { expect, test } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  expectToast,
  postTextRequest,
  recommendAs,
  signUpAndOnboard,
} from './support';

test('an answer reaches the asker’s bell live; opening it leads to the request and marks it read', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Nora Notified');
  const request = await postTextRequest(page.request, `Night drive songs ${Date.now()}`);
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveCount(0);

  const { answerer: ben } = await recommendAs(browser, page, request.id, {
    by: 'Ben Answers Live',
    song: 'teen spirit',
  });

  // No reload: the stream brings the count.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await expect(page).toHaveTitle(/^\(1\) /);
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    list.getByRole('link', { name: /Ben Answers Live answered your request/ }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await list.getByRole('link', { name: /Ben Answers Live answered your request/ }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${request.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Dark theme and phone width with the list open.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await ben.context.close();
});

test('notification settings on /profile: a type turned off stays off, and a new request in a watched genre reaches the bell', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Wanda Watches');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notifications', exact: true });
  const upvoted = card.getByRole('checkbox', { name: 'Your recommendation is upvoted' });
  await expect(upvoted).toBeChecked();
  // click(), not uncheck(): the box is controlled and flips a render later (optimistic update).
  await upvoted.click();
  await expect(upvoted).not.toBeChecked();
  await expectToast(page, 'Notifications turned off.');

  await card.getByRole('button', { name: 'Edit watched genres' }).click();
  const picker = page.getByRole('dialog', { name: 'Watch up to 10 genres' });
  await picker.getByLabel('Search genres').fill('Shoegaze');
  await picker.getByRole('button', { name: 'Shoegaze', exact: true }).click();
  await picker.getByRole('button', { name: 'Add 1 Genre' }).click();
  await expectToast(page, 'Your watched genres have been updated.');
  await expect(
    card.getByRole('list', { name: 'Genres you watch' }).getByText('Shoegaze'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('checkbox', { name: 'Your recommendation is upvoted' }),
  ).not.toBeChecked();

  // Another member asks in Shoegaze: the bell counts it live and leads to the request.
  const ana = await apiMember(browser, 'Ana Asks Shoegaze');
  const [genre] = (await (
    await ana.request.get('/api/genres?search=Shoegaze&active_only=true&limit=5')
  ).json()) as { id: number; name: string }[];
  const request = await postTextRequest(ana.request, `Dreamy guitars ${Date.now()}`);
  expect(
    (
      await ana.request.post(`/api/requests/${request.id}/genres`, {
        data: { userId: ana.user.id, genreIds: [genre!.id] },
      })
    ).status(),
  ).toBe(200);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Ana Asks Shoegaze asked in Shoegaze/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/requests/${request.id}$`));

  // Dark theme, phone width.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await ana.context.close();
});
