/**
 * Members keep their corner tidy: block a member from their profile (their request
 * leaves the feed; unblock on /profile brings it back), and delete one's own request after a
 * confirmation that says how many answers go with it. Axe in light and dark, phone width.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  expectToast,
  findSong,
  postAnsweredRequest,
  postRecommendation,
  postTextRequest,
  signUpAndOnboard,
} from './support';

/** The home feed in RECENT order, where a request just made is on top. */
async function openRecentFeed(page: Page) {
  await page.goto('/');
  await page.getByRole('group', { name: 'Sort' }).getByRole('button', { name: 'RECENT' }).click();
}

test('block a member from their profile, then unblock on /profile', async ({ page, browser }) => {
  await signUpAndOnboard(page, 'Ann Blocker');
  const dan = await apiMember(browser, 'Dan Noisy');
  const text = `Blockable request ${Date.now()}`;
  await postTextRequest(dan.request, text);

  await openRecentFeed(page);
  await expect(page.getByText(text)).toBeVisible();

  await page.goto(`/profile/${dan.user.slug}`);
  // Block and Report sit in the profile's "…" menu.
  const more = page.getByRole('button', { name: 'More actions for Dan Noisy' });
  await more.click();
  // Enabled once the block list has loaded (the item would say Unblock otherwise); now block.
  const block = page.getByRole('menuitem', { name: 'Block Dan Noisy' });
  await expect(block).toBeEnabled();
  await block.click();
  await expectToast(page, 'Dan Noisy blocked');
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Unblock Dan Noisy' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  await openRecentFeed(page);
  await expect(page.getByText(text)).toHaveCount(0);

  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'Blocked members' });
  await expect(list).toContainText('Dan Noisy');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Unblock Dan Noisy' }).click();
  await expectToast(page, 'Dan Noisy unblocked');
  await expect(page.getByText("You haven't blocked anyone.")).toBeVisible();

  await openRecentFeed(page);
  await expect(page.getByText(text)).toBeVisible();
  await dan.context.close();
});

test.describe('phone, dark theme', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('delete my request after confirming how many answers go with it', async ({
    page,
    browser,
  }) => {
    await signUpAndOnboard(page, 'Eve Tidy');
    const text = `Deletable request ${Date.now()}`;
    const { request: created, answerer: fay } = await postAnsweredRequest(
      browser,
      page,
      page.request,
      text,
      { by: 'Fay Answer', song: 'bohemian rhapsody' },
    );

    await page.goto(`/requests/${created.id}`);
    await expect(page.getByTestId('request-detail')).toContainText(text);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this request?' });
    await expect(dialog).toContainText('Its 1 answer will be deleted too.');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete request' }).click();
    await expectToast(page, 'Request deleted');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get(`/api/requests/${created.id}`)).status()).toBe(404);
    await fay.context.close();
  });
});

test('edit your request and your comment within 15 minutes, and delete your answer after a confirmation', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Eve Edits');
  const request = await postTextRequest(page.request, `Songs for a rainy bus ${Date.now()}`);
  const ann = await apiMember(browser, 'Ann Asks Too');
  const theirs = await postTextRequest(ann.request, `Songs for cooking ${Date.now()}`);
  const song = await findSong(page, 'africa toto');
  await postRecommendation(page.request, theirs.id, song, 'Kitchen disco');

  // The request's text.
  await page.goto(`/requests/${request.id}`);
  await page.getByRole('button', { name: 'Edit your request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your request' });
  await dialog.getByLabel('Request').fill('Songs for a rainy bus ride home');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  await expect(page.getByTestId('request-detail')).toContainText('Songs for a rainy bus ride home');
  await expect(page.getByTestId('request-detail')).toContainText('· edited');

  // Your comment on someone else's request, then your answer goes.
  await page.goto(`/requests/${theirs.id}`);
  const card = page.getByTestId('response-card');
  await card.getByRole('button', { name: 'Edit your comment' }).click();
  await page
    .getByRole('dialog', { name: 'Edit your comment' })
    .getByLabel('Comment')
    .fill('Kitchen disco, volume up');
  await page
    .getByRole('dialog', { name: 'Edit your comment' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(card).toContainText('Kitchen disco, volume up');
  await card.getByRole('button', { name: 'Delete your recommendation' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your recommendation?' });
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete recommendation' }).click();
  await expectToast(page, 'Recommendation deleted');
  await expect(page.getByTestId('response-card')).toHaveCount(0);
  await expect(page.getByText('No responses yet. Be the first to recommend a song!')).toBeVisible();
  await ann.context.close();
});
