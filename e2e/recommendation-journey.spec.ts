/**
 * The walking skeleton's loop in two browsers: Ann asks, Ben answers with a song found by search,
 * Ann sees it; a second recommendation of the same song is refused and says who made the first.
 */
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  expectToast,
  member,
  navLink,
  signUpAndOnboard,
} from './support';

test('a member asks, another answers with a real song, the first sees it', async ({ browser }) => {
  const annContext = await browser.newContext();
  const benContext = await browser.newContext();
  const ann = await annContext.newPage();
  const ben = await benContext.newPage();
  const annUser = member('Ann Ríos');
  const benUser = member('Ben Okafor');
  const text = `Songs that sound like a long night drive ${Date.now()}`;

  await signUpAndOnboard(ann, annUser, ['Shoegaze', 'Jazz']);
  await expectNoSeriousAxeViolations(ann);

  // Ann asks.
  await navLink(ann, 'NEW REQUEST').click();
  await expect(ann).toHaveURL(/\/new-request$/);
  await expect(ann.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(ann);
  await ann.getByLabel('Your request').fill(text);
  await expect(ann.getByTestId('char-counter')).toHaveText(`${text.length}/240`);
  await ann.getByRole('button', { name: 'POST REQUEST' }).click();
  await expectToast(ann, 'Request submitted');
  await expect(ann).toHaveURL(/\/$/);
  await expect(ann.getByText(text)).toBeVisible();

  // Ben answers from the feed.
  await signUpAndOnboard(ben, benUser, ['Rock']);
  const card = ben.getByTestId('request-card').filter({ hasText: text });
  await card.getByRole('button', { name: /Recommend/ }).click();
  await expect(ben).toHaveURL(/\/requests\/\d+\?openForm=true$/);
  await expectNoSeriousAxeViolations(ben);
  await ben.getByLabel('Search for a song').fill('bohemian rhap');
  await expect(ben.getByText('Searching...')).toBeVisible();
  await ben.getByRole('button', { name: /Bohemian Rhapsody.*Queen/ }).click();
  await expect(ben.getByTestId('selected-song')).toContainText('Bohemian Rhapsody');
  await ben.getByLabel(/Comment/).fill('Six minutes of pure night-drive drama.');
  await ben.getByRole('button', { name: 'SUBMIT' }).click();
  await expectToast(ben, 'Recommendation submitted');
  await expect(ben.getByTestId('response-card')).toContainText(
    'Six minutes of pure night-drive drama.',
  );

  // Ann sees it on her request.
  await ann.reload();
  await ann.getByRole('link', { name: new RegExp(`Open request: ${text}`) }).click();
  const response = ann.getByTestId('response-card');
  await expect(response).toContainText('Bohemian Rhapsody');
  await expect(response).toContainText('Queen');
  await expect(response).toContainText(benUser.displayName);
  await expect(response).toContainText('Six minutes of pure night-drive drama.');

  // The same song again is refused, naming who recommended it.
  await ann.getByRole('button', { name: 'Recommend a song' }).click();
  await ann.getByLabel('Search for a song').fill('bohemian');
  await ann.getByRole('button', { name: /Bohemian Rhapsody.*Queen/ }).click();
  await expect(
    ann
      .getByRole('alert')
      .filter({ hasText: `${benUser.displayName} already recommended this song.` }),
  ).toBeVisible();
  await expect(ann.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
  await expect(ann.getByTestId('response-card')).toHaveCount(1);

  await annContext.close();
  await benContext.close();
});

test('a search with no match says so', async ({ page }) => {
  await signUpAndOnboard(page, 'Cleo Park');
  await navLink(page, 'NEW REQUEST').click();
  await page.getByLabel('Your request').fill('Anything with a theremin');
  await page.getByRole('button', { name: 'POST REQUEST' }).click();
  await page
    .getByTestId('request-card')
    .first()
    .getByRole('button', { name: /Recommend/ })
    .click();
  await page.getByLabel('Search for a song').fill('zzqqxxnothing');
  await expect(page.getByText('No results found')).toBeVisible();
});
