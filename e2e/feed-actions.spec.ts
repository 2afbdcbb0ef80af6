/**
 * Acting from the feed (decision 050): upvoting from a card agrees with the request page after a
 * reload; TOP with its period; the "New since your last visit" line after another member asks;
 * finding a member by display name and by handle from the feed's search. axe runs on the new
 * states in the light and the dark theme.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  navLink,
  postTextRequest,
  signUpAndOnboard,
} from './support';

/** axe in the light theme, then in the dark one (the theme stays dark for the rest of the test). */
async function expectAxeInBothThemes(page: Page) {
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page);
}

/** The feed in RECENT (a member with genres starts on MAGIC once). */
async function recentFeed(page: Page) {
  await page.goto('/');
  await page.getByRole('group', { name: 'Sort' }).getByRole('button', { name: 'RECENT' }).click();
}

test('an upvote from a feed card is the request page count after a reload', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Vera Votes Card');
  const asker = await apiMember(browser, 'Abel Asks Card');
  const text = `Songs for a card upvote ${Date.now()}`;
  const request = await postTextRequest(asker.request, text);
  await recentFeed(page);
  const card = page.locator(`[data-request-id="${request.id}"]`);
  const upvote = card.getByRole('button', { name: /^Upvote request/ });
  await expect(upvote).toHaveAccessibleName('Upvote request, 0 upvotes');
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await upvote.focus();
  await page.keyboard.press('Enter');
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveAccessibleName('Upvote request, 1 upvote');
  await expectAxeInBothThemes(page);

  // One line of actions on a 360 px phone: the answer count, the upvote and RECOMMEND.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveAccessibleName('Upvote request, 1 upvote');
  const middle = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height / 2;
  };
  const line = await middle(upvote);
  for (const other of [
    card.getByRole('button', { name: /^Recommend a song for/ }),
    card.getByText('0 responses'),
  ])
    expect(Math.abs((await middle(other)) - line)).toBeLessThan(4);
  await page.goto(`/requests/${request.id}`);
  const onPage = page.getByTestId('request-upvote');
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');
  await expect(onPage).toHaveAccessibleName('Upvote request, 1 upvote');
  await asker.context.close();
});

test('TOP of the week lists the most upvoted request first, its period in the URL', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Tara Tops Week');
  const asker = await apiMember(browser, 'Milo Asks Top');
  const voter = await apiMember(browser, 'Nia Votes Top');
  const word = `zephyr${Date.now()}`;
  const lesser = await postTextRequest(asker.request, `Songs for a ${word} dusk`);
  const top = await postTextRequest(asker.request, `Songs for a ${word} dawn`);
  for (const who of [asker, voter])
    expect((await who.request.post(`/api/requests/${top.id}/upvote`, { data: {} })).status()).toBe(
      200,
    );
  await page.goto(`/?q=${word}`);
  await page.getByRole('group', { name: 'Sort' }).getByRole('button', { name: 'TOP' }).click();
  await expect(page).toHaveURL(/sort=top/);
  const period = page.getByRole('combobox', { name: 'Period' });
  await period.selectOption({ label: 'Today' });
  await expect(page).toHaveURL(/window=day/);
  await period.selectOption({ label: 'This week' });
  await expect(page).not.toHaveURL(/window=/);
  const cards = page.getByTestId('request-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAttribute('data-request-id', String(top.id));
  await expect(cards.nth(1)).toHaveAttribute('data-request-id', String(lesser.id));
  await expectAxeInBothThemes(page);
  await asker.context.close();
  await voter.context.close();
});

test('a request asked by another member since the last visit sits above the "New since your last visit" line', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Lena Last Visit');
  const asker = await apiMember(browser, 'Omar Asks Later');
  const before = await postTextRequest(asker.request, `Songs seen before ${Date.now()}`);
  await recentFeed(page);
  await expect(page.locator(`[data-request-id="${before.id}"]`)).toBeVisible();
  await expect(page.getByRole('separator', { name: 'New since your last visit' })).toHaveCount(0);
  // Leaving the feed records the newest request it showed.
  const recorded = page.waitForResponse(
    (res) => res.url().endsWith('/api/feed/seen') && res.status() === 200,
  );
  await navLink(page, 'YOU').click();
  await recorded;

  const after = await postTextRequest(asker.request, `Songs asked after ${Date.now()}`);
  await page.goto('/');
  const line = page.getByRole('separator', { name: 'New since your last visit' });
  await expect(line).toBeVisible();
  const newer = page.locator(`[data-request-id="${after.id}"]`);
  const seen = page.locator(`[data-request-id="${before.id}"]`);
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
  expect(await top(newer)).toBeLessThan(await top(line));
  expect(await top(line)).toBeLessThan(await top(seen));
  await expectAxeInBothThemes(page);
  await asker.context.close();
});

test('the feed search finds a member by display name and by handle, and opens the profile', async ({
  page,
  browser,
}) => {
  // Names take letters only: the time's digits as letters keep this member's name unique.
  const stamp = [...Date.now().toString().slice(-7)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const found = await apiMember(browser, `Quentin Findable ${stamp}`);
  await signUpAndOnboard(page, 'Sasha Looks People');
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: /search/i });
  const people = page.getByRole('region', { name: 'People' });
  const link = people.getByRole('link', { name: new RegExp(`@${found.user.slug}`) });

  await box.fill(`Quentin Findable ${stamp}`);
  await expect(link).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await box.fill(found.user.slug);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${found.user.slug}$`));
  await expect(page.getByTestId('profile-overlay').getByText(`@${found.user.slug}`)).toBeVisible();
  await found.context.close();
});
