/**
 * People (decision 045): a name in Arabic script gets a readable handle at sign-up; an upvote taken
 * back leaves the answerer's bell live; `@ma` in a reply suggests members, chosen by keyboard.
 * axe on the open suggestion list.
 */
import { expect, test } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  findSong,
  postRecommendation,
  postTextRequest,
  recommendAs,
  signUpAndOnboard,
} from './support';

test('a name in Arabic script signs up with a readable handle', async ({ page }) => {
  await signUpAndOnboard(page, 'نورا نيوبي');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Edit profile' });
  const handle = card.getByText(/^@nwr-nywby(-\d+)?$/);
  await expect(handle).toBeVisible();
  const slug = (await handle.textContent())!.slice(1);
  await page.getByRole('link', { name: 'View Public Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${slug}$`));
  await expect(page.getByTestId('profile-overlay').getByText(`@${slug}`)).toBeVisible();
});

test('an upvote taken back withdraws its notification from the bell live', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Wanda Withdrawn');
  const asker = await apiMember(browser, 'Quill Asks Undo');
  const voter = await apiMember(browser, 'Vito Votes Undo');
  const request = await postTextRequest(asker.request, `Songs for undoing ${Date.now()}`);
  const answer = await postRecommendation(page.request, request.id, await findSong(page, 'love'));
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  const upvote = (upvoted: boolean) =>
    voter.request.post(`/api/responses/${answer.id}/upvote`, { data: { upvoted } });
  expect((await upvote(true)).status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  expect((await upvote(false)).status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications', { timeout: 15_000 });
});

test('typing @ma in a reply suggests members, chosen by keyboard', async ({ page, browser }) => {
  const mab = await apiMember(browser, 'Mabelle Quintero');
  const request = await postTextRequest(mab.request, `Songs for a mention ${Date.now()}`);
  await signUpAndOnboard(page, 'Rhea Replies Mentions');
  const { answer } = await recommendAs(browser, page, request.id, {
    by: 'Ozzie Answers Mentions',
    song: 'rain',
  });
  await page.goto(`/requests/${request.id}`);
  const card = page.locator(`#response-${answer.id}`);
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  const box = card.getByRole('combobox', { name: 'Your reply', exact: true });
  await box.pressSequentially('Thanks @ma');
  const list = card.getByRole('listbox', { name: 'Members to mention' });
  // The asker is in the thread, so she comes first.
  await expect(list.getByRole('option').first()).toContainText('Mabelle Quintero');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousAxeViolations(page);
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await box.press('Enter');
  await expect(box).toHaveValue(`Thanks @${mab.user.slug} `);
  await expect(list).toBeHidden();
  await box.press('Control+Enter');
  await expect(
    card.getByRole('list', { name: 'Replies' }).getByRole('link', { name: `@${mab.user.slug}` }),
  ).toBeVisible();
});
