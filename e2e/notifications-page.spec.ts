/**
 * The notifications page: reached from the bell's "See all", it lists the history and
 * "Mark all as read" empties the badge; axe in both themes, at desktop and phone width.
 */
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  postRecommendation,
  postTextRequest,
  recommendAs,
  signUpAndOnboard,
} from './support';

test('the bell leads to the history on /notifications, and mark all as read clears it', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Hana History');
  const first = await postTextRequest(page.request, `Songs for a long train ride ${Date.now()}`);
  const second = await postTextRequest(page.request, `Songs for a rainy Sunday ${Date.now()}`);
  const { answerer: ben, song } = await recommendAs(browser, page, first.id, {
    by: 'Ben Answers Twice',
    song: 'teen spirit',
  });
  await postRecommendation(ben.request, second.id, song);

  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: 'See all' })
    .click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Notification history' });
  await expect(
    history.getByRole('link', { name: /Ben Answers Twice answered your request/ }),
  ).toHaveCount(2);
  await expect(page.getByText('2 unread')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(history.getByText('(unread)')).toHaveCount(0);

  // Dark theme at phone width; the history stays after a reload.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    history.getByRole('link', { name: /Ben Answers Twice answered your request/ }),
  ).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);
  await ben.context.close();
});
