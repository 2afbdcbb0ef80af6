/**
 * An ended session on each kind of page (decision 044): the first call that finds it gone sends
 * the member to sign in, says why, and signing in returns to the same page with what they were
 * writing. The composer's case is in writes.spec.ts; here the feed, a request page with an answer
 * being written, and the settings of /profile.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  member,
  postTextRequest,
  signUpAndOnboard,
} from './support';

async function signInAgain(page: Page, who: ReturnType<typeof member>) {
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has ended').first()).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

test('on the feed, the next list load after the session ended signs in and returns to the feed', async ({
  page,
  context,
}) => {
  const who = await signUpAndOnboard(page, 'Fay Feed Expiry');
  await expect(page.getByRole('group', { name: 'Sort' })).toBeVisible();
  await context.clearCookies();
  await page.getByRole('button', { name: 'POPULAR' }).click();
  await signInAgain(page, who);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('group', { name: 'Sort' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('on a request page, an answer being written survives the sign-in and is there on return', async ({
  page,
  context,
  browser,
}) => {
  const asker = await apiMember(browser, 'Ria Request Expiry');
  const request = await postTextRequest(asker.request, `Songs for a late train ${Date.now()}`);
  const who = await signUpAndOnboard(page, 'Rex Request Expiry');
  await page.goto(`/requests/${request.id}`);
  await page.getByRole('button', { name: 'Recommend a song' }).click();
  await page.getByLabel('Search for a song').fill('bohemian');
  await page.getByRole('button', { name: /Bohemian Rhapsody.*Queen/ }).click();
  const form = page.getByRole('region', { name: 'Recommend a song' });
  const comment = 'Six minutes, exactly one train stop';
  await form.getByLabel('Comment').fill(comment);
  await context.clearCookies();
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  await expectNoSeriousAxeViolations(page);
  await signInAgain(page, who);
  await expect(page).toHaveURL(new RegExp(`/requests/${request.id}$`));
  // The kept comment opens the form by itself.
  await expect(
    page.getByRole('region', { name: 'Recommend a song' }).getByLabel('Comment'),
  ).toHaveValue(comment);
  // Nothing was stored while signed out.
  const answers = (await (
    await page.request.get(`/api/requests/${request.id}/responses`)
  ).json()) as unknown[];
  expect(answers).toHaveLength(0);
});

test('in settings, a change made after the session ended signs in and returns to /profile', async ({
  page,
  context,
}) => {
  const who = await signUpAndOnboard(page, 'Sid Settings Expiry');
  await page.goto('/profile');
  const name = page.getByLabel('Display name');
  await expect(name).toBeVisible();
  await context.clearCookies();
  await name.fill('Sid Renamed');
  await page.getByRole('button', { name: 'Save name' }).click();
  await signInAgain(page, who);
  await expect(page).toHaveURL(/\/profile$/);
  // The refused change was not applied.
  await expect(page.getByLabel('Display name')).toHaveValue('Sid Settings Expiry');
});
