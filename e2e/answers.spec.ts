/**
 * Co-signs and the asker's verdict: a member who picks a song already recommended
 * co-signs it from the duplicate message, and the co-sign shows under the answer; the asker marks
 * an answer "Loved it" and it moves to the top; the profile shows the taste block. axe in both
 * themes and at phone width.
 */
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  expectToast,
  findSong,
  postAnsweredRequest,
  postRecommendation,
  signUpAndOnboard,
} from './support';

test('co-sign from the duplicate message; the asker loves an answer and it moves up', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Ann Asks', ['Rock']);
  const {
    request,
    answerer: ben,
    song: queen,
  } = await postAnsweredRequest(browser, page, page.request, `Stadium anthems ${Date.now()}`, {
    by: 'Ben First',
    song: 'bohemian rhapsody',
  });
  const other = await findSong(page, 'africa toto');
  await postRecommendation(ben.request, request.id, other);

  // Cleo, in her own browser, picks the same song and co-signs instead.
  const cleoContext = await browser.newContext();
  const cleoPage = await cleoContext.newPage();
  await signUpAndOnboard(cleoPage, 'Cleo Cosigns', ['Rock']);
  await cleoPage.goto(`/requests/${request.id}?openForm=true`);
  await cleoPage.getByLabel('Search for a song').fill('bohemian rhapsody');
  await cleoPage.getByRole('button', { name: /Bohemian Rhapsody.*Queen/ }).click();
  await expect(cleoPage.getByTestId('selected-song')).toContainText('Bohemian Rhapsody');
  // Said as soon as the song is picked, not after SUBMIT, which stays off.
  const duplicate = cleoPage
    .getByRole('alert')
    .filter({ hasText: 'already recommended this song' });
  await expect(duplicate).toContainText('Ben First already recommended this song.');
  await expect(cleoPage.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
  await cleoPage.getByLabel(/Comment/).fill('The live version is even better');
  await expectNoSeriousAxeViolations(cleoPage);
  await duplicate.getByRole('button', { name: 'Co-sign' }).click();
  await expectToast(cleoPage, 'Co-signed recommendation');
  const cosigned = cleoPage.getByRole('article', { name: new RegExp(`^${queen.name}`) });
  await expect(cosigned.getByRole('list', { name: 'Co-signs' })).toContainText(
    'Also recommended by you: ‘The live version is even better’',
  );
  await expect(cosigned.getByRole('button', { name: /^Upvote recommendation/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await cleoContext.close();

  // Ann sees the co-sign, and loves the second answer: it moves to the top.
  await page.goto(`/requests/${request.id}`);
  const cards = page.getByTestId('response-card');
  await expect(cards.first()).toContainText(queen.name);
  await expect(cards.first()).toContainText('Also recommended by Cleo Cosigns');
  await expect(cards.first().getByTestId('cosign-count')).toHaveText('1 co-sign');
  const second = page.getByRole('article', { name: new RegExp(`^${other.name}`) });
  await second.getByLabel('Your verdict').selectOption({ label: 'Loved it' });
  await expect(cards.first()).toContainText(other.name);
  await expect(cards.first().getByTestId('verdict-badge')).toHaveText("Asker's verdict: Loved it");
  await page.reload();
  await expect(cards.first()).toContainText(other.name);
  // "Oldest first" keeps the spec's order as a choice.
  await page.getByLabel('Order').selectOption({ label: 'Oldest first' });
  await expect(page).toHaveURL(/order=oldest/);
  await expect(cards.first()).toContainText(queen.name);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page);

  // Ben's profile: loved answers, at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/profile/${ben.user.slug}`);
  await expect(page.getByTestId('taste-summary')).toContainText('1 answer loved by the asker');
  await expectNoSeriousAxeViolations(page);
  await ben.context.close();
});
