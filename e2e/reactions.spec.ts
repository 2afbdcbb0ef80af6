/**
 * Reacting on the request detail page (spec 000 §2 "Request detail", §4 "Upvote", "Save", §8):
 * upvote and un-upvote a recommendation and the request, save and unsave with their toasts, all
 * surviving a reload; the 409 toast's UPVOTE action; names linking to profiles; the staff-only
 * genre line absent for members. Other members and their content are seeded through the API.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  expectToast,
  postAnsweredRequest,
  signUpAndOnboard,
} from './support';

/** Ann (in `page`) asks; Ben recommends Bohemian Rhapsody through the API. */
async function requestWithRecommendation(page: Page, browser: Browser) {
  const ann = await signUpAndOnboard(page, 'Ann Reacts');
  const text = `Songs for a thunderstorm ${Date.now()}`;
  const seeded = await postAnsweredRequest(browser, page, page.request, text, {
    by: 'Ben Recommends',
    song: 'bohemian rhapsody',
    comment: 'Thunderbolt and lightning.',
  });
  return { ann, ben: seeded.answerer, request: seeded.request, text, song: seeded.song };
}

async function expectReaction(button: Locator, pressed: boolean, name: string) {
  await expect(button).toHaveAttribute('aria-pressed', String(pressed));
  await expect(button).toHaveAccessibleName(name);
}

/** Upvotes with `button` (accessible name `name`, count 0 → 1), reloads, takes it back, reloads: each state survives the reload. */
async function upvoteThenUndo(page: Page, button: Locator, name: string) {
  await expectReaction(button, false, `${name}, 0 upvotes`);
  for (const [pressed, count] of [
    [true, '1 upvote'],
    [false, '0 upvotes'],
  ] as const) {
    await button.click();
    await expectReaction(button, pressed, `${name}, ${count}`);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expectReaction(button, pressed, `${name}, ${count}`);
  }
}

test('upvote and save a recommendation and upvote the request; every change survives a reload', async ({
  page,
  browser,
}) => {
  const { ann, ben, request, text } = await requestWithRecommendation(page, browser);
  await page.goto('/');
  // Newest first, so the request is on the first page whatever MAGIC makes of a busy suite's feed.
  await page.getByRole('group', { name: 'Sort' }).getByRole('button', { name: 'RECENT' }).click();
  await page.getByRole('link', { name: new RegExp(`Open request: ${text}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${request.id}$`));

  const card = page.getByTestId('response-card');
  await expect(card).toContainText('Bohemian Rhapsody');
  await expect(card).toContainText('Thunderbolt and lightning.');
  // Another member's name links to their profile; your own name is not a link.
  await expect(card.getByRole('link', { name: ben.user.displayName })).toHaveAttribute(
    'href',
    `/profile/${ben.user.slug}`,
  );
  const detail = page.getByTestId('request-detail');
  // The asker's name is shown (in the header and the request's title), never as a link to herself.
  await expect(detail.getByText(ann.displayName, { exact: true }).first()).toBeVisible();
  await expect(detail.getByRole('link', { name: ann.displayName })).toHaveCount(0);
  // Staff-only genre names are not shown to members.
  await expect(page.getByTestId('response-genres')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // Upvote the recommendation, reload, un-upvote, reload.
  const upvote = card.getByRole('button', { name: /^Upvote recommendation/ });
  await upvoteThenUndo(page, upvote, 'Upvote recommendation');

  // Upvote the request, reload, un-upvote, reload.
  const requestUpvote = detail.getByRole('button', { name: /^Upvote request/ });
  await upvoteThenUndo(page, requestUpvote, 'Upvote request');

  // Save with "Song saved!", reload, unsave with "Song unsaved", reload.
  const save = card.getByRole('button', { name: /^Save song/ });
  await expectReaction(save, false, 'Save song, 0 saves');
  await save.click();
  await expectToast(page, 'Song saved!');
  await expectReaction(save, true, 'Save song, 1 save');
  await page.reload();
  await expectReaction(save, true, 'Save song, 1 save');
  await save.click();
  await expectToast(page, 'Song unsaved');
  await expectReaction(save, false, 'Save song, 0 saves');
  await page.reload();
  await expectReaction(save, false, 'Save song, 0 saves');

  // The request card collapses and expands; close goes back to the feed.
  const toggle = detail.getByRole('button', { name: 'Request details' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);

  await ben.context.close();
});

test('picking a song already there offers to upvote the existing recommendation at once', async ({
  page,
  browser,
}) => {
  const { ben, request } = await requestWithRecommendation(page, browser);
  await page.goto(`/requests/${request.id}?openForm=true`);
  await page.getByLabel('Search for a song').fill('bohemian rhap');
  await page.getByRole('button', { name: /Bohemian Rhapsody.*Queen/ }).click();
  // Said as soon as the song is picked; SUBMIT stays off instead of failing.
  const duplicate = page
    .getByRole('alert')
    .filter({ hasText: `${ben.user.displayName} already recommended this song.` });
  await expect(duplicate).toBeVisible();
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();

  await duplicate.getByRole('button', { name: 'Upvote it instead' }).click();
  await expectToast(page, 'Upvoted recommendation');
  const upvote = page
    .getByTestId('response-card')
    .getByRole('button', { name: /^Upvote recommendation/ });
  await expectReaction(upvote, true, 'Upvote recommendation, 1 upvote');
  await expect(page.getByTestId('response-card')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expectReaction(upvote, true, 'Upvote recommendation, 1 upvote');

  await ben.context.close();
});
