/**
 * Writes never leave the member guessing (decision 044): an answer and a reply made offline say so
 * at once with Retry and Cancel, and are sent once when the connection returns (one row each); a
 * session that ended under an open composer sends the member to sign in and back to the draft.
 * axe on the new states in both themes.
 */
import { expect, test } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  findSong,
  navLink,
  postAnsweredRequest,
  postRecommendation,
  postTextRequest,
  signUpAndOnboard,
} from './support';

const OFFLINE = "You're offline — we'll send this when you're back";

test('an answer and a reply made offline wait visibly and are sent once when back online', async ({
  page,
  context,
  browser,
}) => {
  await signUpAndOnboard(page, 'Olive Offline');
  const ada = await apiMember(browser, 'Ada Asks Offline');
  const { request, answer } = await postAnsweredRequest(
    browser,
    page,
    ada.request,
    `Songs for a tunnel ${Date.now()}`,
    { by: 'Abe Answers Offline', song: 'teen spirit', comment: 'A classic' },
  );
  await page.goto(`/requests/${request.id}`);

  // The answer: a song picked, then the connection drops before SUBMIT.
  await page.getByRole('button', { name: 'Recommend a song' }).click();
  await page.getByLabel('Search for a song').fill('bohemian');
  await page.getByRole('button', { name: /Bohemian Rhapsody.*Queen/ }).click();
  const form = page.getByRole('region', { name: 'Recommend a song' });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(form.getByText(OFFLINE)).toBeVisible({ timeout: 2_000 });
  await expect(form.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancel sending' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SUBMITTING...' })).toHaveCount(0);

  // The reply, still offline.
  const card = page.locator(`#response-${answer.id}`);
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await card.getByRole('combobox', { name: 'Your reply', exact: true }).fill('Which album?');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByText(OFFLINE)).toBeVisible({ timeout: 2_000 });
  // Retry while still offline keeps it waiting (and still one write).
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(card.getByText(OFFLINE)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectNoSeriousAxeViolations(page);

  // Back online: both are sent by themselves, once.
  await context.setOffline(false);
  await expect(card.getByRole('list', { name: 'Replies' }).getByRole('listitem')).toHaveCount(1);
  await expect(card.getByText(OFFLINE)).toHaveCount(0);
  await expect(form.getByText(OFFLINE)).toHaveCount(0);
  const mine = async () => {
    const res = await page.request.get(`/api/requests/${request.id}/responses`);
    const answers = (await res.json()) as { user: { displayName: string } }[];
    return answers.filter((a) => a.user.displayName === 'Olive Offline').length;
  };
  await expect.poll(mine).toBe(1);
  const replies = (await (
    await page.request.get(`/api/responses/${answer.id}/replies`)
  ).json()) as {
    data: unknown[];
  };
  expect(replies.data).toHaveLength(1);
});

test('a failed reply says why and Retry sends it; Cancel drops a waiting one', async ({
  page,
  context,
  browser,
}) => {
  await signUpAndOnboard(page, 'Rita Retry');
  const ada = await apiMember(browser, 'Ada Asks Retry');
  const request = await postTextRequest(ada.request, `Songs for a retry ${Date.now()}`);
  const answer = await postRecommendation(
    ada.request,
    request.id,
    await findSong(page, 'teen spirit'),
  );
  await page.goto(`/requests/${request.id}`);
  const card = page.locator(`#response-${answer.id}`);
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  const box = card.getByRole('combobox', { name: 'Your reply', exact: true });

  // Cancel: a waiting reply is never sent, and the text stays.
  await box.fill('Never mind');
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Send reply' }).click();
  await card.getByRole('button', { name: 'Cancel sending' }).click();
  await expect(card.getByText(OFFLINE)).toHaveCount(0);
  await context.setOffline(false);
  await expect(box).toHaveValue('Never mind');

  // A dropped connection (twice: the keyed write retries once by itself) ends in an alert with Retry.
  let dropped = 0;
  await page.route(`**/api/responses/${answer.id}/replies`, (route) => {
    if (route.request().method() === 'POST' && dropped < 2) {
      dropped++;
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  await box.fill('Second try');
  await card.getByRole('button', { name: 'Send reply' }).click();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText('Network error');
  await expectNoSeriousAxeViolations(page);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(card.getByRole('list', { name: 'Replies' }).getByRole('listitem')).toHaveCount(1);
  const replies = (await (
    await page.request.get(`/api/responses/${answer.id}/replies`)
  ).json()) as {
    data: { body: string }[];
  };
  expect(replies.data.map((r) => r.body)).toEqual(['Second try']);
});

test('a session that ends under the composer sends the member to sign in and back to the draft', async ({
  page,
  context,
}) => {
  const who = await signUpAndOnboard(page, 'Sam Session');
  await navLink(page, 'NEW REQUEST').click();
  const text = `Songs for the end of a session ${Date.now()}`;
  await page.getByLabel('Your request').fill(text);
  await context.clearCookies();
  await page.getByRole('button', { name: 'POST REQUEST' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/new-request$/);
  await expect(page.getByLabel('Your request')).toHaveValue(text);
});
