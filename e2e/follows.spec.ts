/**
 * Following people: a member follows another from their profile (Follow becomes a
 * pressed "Following" and the follower count moves), and that member's new request shows under the
 * feed's "Following" filter, which says what to do while it is empty. axe runs on both screens.
 */
import { expect, test } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  postTextRequest,
  signUpAndOnboard,
} from './support';

test('a member follows another from the profile and sees their new request under Following', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Ana Follower');
  const ben = await apiMember(browser, 'Ben Asker');

  // Nobody followed yet: the filter says how to fill it.
  await page.getByRole('button', { name: 'FOLLOWING' }).click();
  await expect(page).toHaveURL(/following=true/);
  await expect(page.getByText(/Nothing from people you follow yet/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/profile/${ben.user.slug}`);
  const overlay = page.getByTestId('profile-overlay');
  const followers = overlay.getByRole('definition').nth(2);
  await expect(followers).toHaveText('0');
  const follow = overlay.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.focus();
  await page.keyboard.press('Enter');
  const following = overlay.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText('1');
  await expectNoSeriousAxeViolations(page);

  const text = `Songs for a slow sunrise ${Date.now()}`;
  await postTextRequest(ben.request, text);
  await page.goto('/');
  await page.getByRole('button', { name: 'FOLLOWING' }).click();
  await expect(page.getByRole('button', { name: 'FOLLOWING' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(/Nothing from people you follow yet/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await ben.context.close();
});
