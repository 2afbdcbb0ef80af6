/**
 * Replies under an answer: a member replies to an answer with an @mention; the
 * mentioned member's bell counts it live (no reload), the notification leads to the answer, her
 * open thread shows a further reply live, and the mention links to her profile. axe on the open
 * thread in both themes.
 */
import { expect, test } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  postAnsweredRequest,
  signUpAndOnboard,
} from './support';

test('a reply with an @mention reaches the mentioned member’s bell live and links to their profile', async ({
  page,
  browser,
}) => {
  // Cleo is mentioned; she waits on the home page.
  await signUpAndOnboard(page, 'Cleo Mentioned');
  const cleo = (await (await page.request.get('/api/auth/me')).json()) as { slug: string };
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Ada asks, Abe answers (through the API).
  const ada = await apiMember(browser, 'Ada Asks Replies');
  const {
    request,
    answerer: abe,
    answer,
  } = await postAnsweredRequest(
    browser,
    page,
    ada.request,
    `Songs for a long train ride ${Date.now()}`,
    { by: 'Abe Answers Replies', song: 'teen spirit', comment: 'A classic' },
  );

  // Ben replies in his own browser, by keyboard.
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await signUpAndOnboard(benPage, 'Ben Replies');
  await benPage.goto(`/requests/${request.id}`);
  const card = benPage.locator(`#response-${answer.id}`);
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  const box = card.getByRole('combobox', { name: 'Your reply', exact: true });
  await expect(box).toBeFocused();
  const text = `Which album is that from? Ask @${cleo.slug} 🎶`;
  await box.fill(text);
  // The counter counts the emoji once, as the server does.
  await expect(card.getByText(`${[...text].length}/500`)).toBeVisible();
  await box.press('Control+Enter');
  const thread = card.getByRole('list', { name: 'Replies' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('link', { name: `@${cleo.slug}` })).toHaveAttribute(
    'href',
    `/profile/${cleo.slug}`,
  );
  await expect(card.getByRole('button', { name: '1 reply' })).toBeVisible();
  await expect(box).toHaveValue('');
  await expectNoSeriousAxeViolations(benPage);
  await benPage.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectNoSeriousAxeViolations(benPage);

  // Cleo's bell counts it without a reload; the notification leads to the answer.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Ben Replies mentioned you in a reply/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/requests/${request.id}#response-${answer.id}$`));
  const cleoCard = page.locator(`#response-${answer.id}`);
  await cleoCard.getByRole('button', { name: '1 reply' }).click();
  const cleoThread = cleoCard.getByRole('list', { name: 'Replies' });
  await expect(cleoThread.getByRole('listitem')).toHaveCount(1);
  // Ben mentions her again: her open thread shows it without a reload.
  const again = await benPage.request.post(`/api/responses/${answer.id}/replies`, {
    data: { body: `@${cleo.slug} it is on Nevermind` },
  });
  expect(again.status()).toBe(201);
  await expect(cleoThread.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  // Others' replies carry the "…" menu (Report, Block), as answers do.
  await expect(
    cleoThread.getByRole('button', { name: "More actions for Ben Replies's reply" }),
  ).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);
  await cleoThread
    .getByRole('link', { name: `@${cleo.slug}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/${cleo.slug}$`));

  await Promise.all([benContext.close(), ada.context.close(), abe.context.close()]);
});
