/**
 * axe in the open states a member meets ("no serious finding in any open state"), in
 * both themes: an answer's "…" menu and the report dialog it opens, a reply thread, the account
 * menu, and the composer's "Discard your draft?" question. Other journeys check their own dialogs
 * (genre picker, report, delete, edit, the bell, the keyboard help, the co-sign offer).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  postAnsweredRequest,
  signUpAndOnboard,
} from './support';

async function checkOpenStates(page: Page, requestId: number, answerer: string) {
  await page.goto(`/requests/${requestId}`);
  const card = page.getByTestId('response-card').first();
  // The page arrives server-rendered: a click before hydration opens nothing, so try again.
  await expect(async () => {
    await card.getByRole('button', { name: /^More actions for / }).click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Report this recommendation' }).click();
  const report = page.getByRole('dialog', { name: 'Report this recommendation' });
  await expect(report).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(report).toHaveCount(0);

  await card.getByRole('button', { name: 'Reply' }).click();
  await expect(
    page.getByRole('region', { name: `Replies to ${answerer}'s recommendation` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/new-request');
  await page.getByLabel('Your request').fill('Songs for a long night drive');
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard your draft?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Keep editing' }).click();
}

test('menus, dialogs and threads pass axe open, in light and dark', async ({ page, browser }) => {
  await signUpAndOnboard(page, 'Quinn Checks', ['Rock']);
  const asker = await apiMember(browser, 'Ola Asks');
  const { request, answerer } = await postAnsweredRequest(
    browser,
    page,
    asker.request,
    'Night drive songs for open states',
    { by: 'Pia Answers', song: 'bohemian rhapsody' },
  );

  await checkOpenStates(page, request.id, answerer.user.displayName);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await checkOpenStates(page, request.id, answerer.user.displayName);
  await asker.context.close();
  await answerer.context.close();
});
