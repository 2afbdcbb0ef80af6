/**
 * Me and others (spec 000 §2 "You page", "Saved songs", "Profiles"): the saved page from empty to
 * grouped songs (play, remove), /you filters in the URL and its title, the public profile overlay
 * (opened from a link, Escape and close go back), and editing genres on /profile.
 * Other members and their content are seeded through the API in their own browser contexts.
 */
import { expect, test } from '@playwright/test';
import { installPlayerFakes } from './fakes/player-fakes';
import {
  apiMember,
  expectNoSeriousAxeViolations,
  expectToast,
  findSong,
  postRecommendation,
  postTextRequest,
  signUpAndOnboard,
} from './support';

test('the saved page: empty state, grouped saved songs, play, remove', async ({
  page,
  browser,
}) => {
  // The player's fake YouTube IFrame API: no network in tests.
  await installPlayerFakes(page);
  await signUpAndOnboard(page, 'Ann Saver');

  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved recs.' })).toBeVisible();
  await expect(page.getByText("You haven't saved any songs yet.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play All' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'BROWSE REQUESTS' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Ben asks; Ben and Cleo recommend; Ann saves both recommendations.
  const ben = await apiMember(browser, 'Ben Asker');
  const cleo = await apiMember(browser, 'Cleo Picker');
  const text = `Night-drive anthems ${Date.now()}`;
  const request = await postTextRequest(ben.request, text);
  const queen = await findSong(page, 'bohemian rhapsody');
  const nirvana = await findSong(page, 'teen spirit');
  const rec1 = await postRecommendation(cleo.request, request.id, queen, 'Sing it loud.');
  const rec2 = await postRecommendation(ben.request, request.id, nirvana);
  for (const rec of [rec1, rec2]) {
    const saved = await page.request.post(`/api/responses/${rec.id}/save`, { data: {} });
    expect(saved.ok()).toBe(true);
  }

  await page.goto('/saved');
  const group = page.getByRole('article').filter({ hasText: text });
  await expect(group.getByRole('link', { name: new RegExp(text) })).toHaveAttribute(
    'href',
    `/requests/${request.id}`,
  );
  const songs = group.getByTestId('saved-song');
  await expect(songs).toHaveCount(2);
  // Most recent save first.
  await expect(songs.nth(0)).toContainText('Smells Like Teen Spirit');
  await expect(songs.nth(1)).toContainText('Bohemian Rhapsody');
  await expect(songs.nth(1)).toContainText('Sing it loud.');
  await expect(songs.nth(1).getByRole('link', { name: 'Cleo Picker' })).toHaveAttribute(
    'href',
    `/profile/${cleo.user.slug}`,
  );
  await expect(page.getByRole('button', { name: 'Play All' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  // The thumbnail's button plays, then stops.
  await songs.nth(1).getByRole('button', { name: 'Play Bohemian Rhapsody' }).click();
  await expect(songs.nth(1).getByRole('button', { name: 'Pause Bohemian Rhapsody' })).toBeVisible();
  await songs.nth(1).getByRole('button', { name: 'Pause Bohemian Rhapsody' }).click();
  await expect(songs.nth(1).getByRole('button', { name: 'Play Bohemian Rhapsody' })).toBeVisible();

  // Remove one; it stays removed after a reload.
  await songs
    .nth(0)
    .getByRole('button', { name: 'Remove Smells Like Teen Spirit from saved' })
    .click();
  await expectToast(page, 'Song removed');
  await expect(songs).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('saved-song')).toHaveCount(1);
  await expect(page.getByTestId('saved-song')).toContainText('Bohemian Rhapsody');

  // The same saved songs are the default filter of /you.
  await page.goto('/you');
  await expect(page.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('saved-song')).toHaveCount(1);

  await ben.context.close();
  await cleo.context.close();
});

test('/you: title, filters kept in the URL, requests, recommendations and what others did', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Dee Filter');
  await page.goto('/you');
  await expect(page).toHaveTitle('You | Hearsay');
  await expect(page.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("You haven't saved any songs yet.")).toBeVisible();

  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page).toHaveURL(/\/you\?filter=requests$/);
  await expect(page.getByText("You haven't created any requests yet.")).toBeVisible();
  await page.getByRole('tab', { name: 'Recs' }).click();
  await expect(page).toHaveURL(/filter=responses/);
  await expect(page.getByText('No activity found.')).toBeVisible();
  await page.getByRole('tab', { name: 'Others' }).click();
  await expect(page).toHaveURL(/filter=others/);
  await expect(page.getByText('No activity found.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Dee asks and recommends; Eli saves Dee's recommendation and upvotes Dee's request.
  const eli = await apiMember(browser, 'Eli Reactor');
  const mine = await postTextRequest(page.request, 'Songs about lighthouses');
  const theirs = await postTextRequest(eli.request, 'Songs for a rainy Sunday');
  const song = await findSong(page, 'bohemian rhapsody');
  const rec = await postRecommendation(page.request, theirs.id, song, 'Rain and opera.');
  expect((await eli.request.post(`/api/responses/${rec.id}/save`, { data: {} })).ok()).toBe(true);
  expect((await eli.request.post(`/api/requests/${mine.id}/upvote`, { data: {} })).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Others' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('activity-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Eli Reactor upvoted your request');
  await expect(cards.nth(1)).toContainText('Eli Reactor saved your recommendation');
  await expect(cards.nth(1)).toContainText('Bohemian Rhapsody');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Recs' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('You recommended a song');
  await expect(cards.first()).toContainText('Rain and opera.');
  await expect(
    cards.first().getByRole('link', { name: /Songs for a rainy Sunday/ }),
  ).toHaveAttribute('href', `/requests/${theirs.id}`);
  await expect(page.getByRole('button', { name: 'Play All' })).toBeEnabled();

  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByTestId('request-card')).toHaveCount(1);
  await expect(page.getByTestId('request-card')).toContainText('Songs about lighthouses');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Requests' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Others answered Eli's requests: the unread-notification count leads the title.
  await expect(page).toHaveTitle(/^(\(\d+\) )?You \| Hearsay$/);
  await eli.context.close();
});

test('the profile overlay opens from a link, shows tabs, and Escape or close goes back', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, 'Fay Viewer');

  // Own public profile from /profile: nothing posted yet.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'View Public Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/fay-viewer/);
  const overlay = page.getByRole('dialog', { name: 'Fay Viewer' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText('No requests yet')).toBeVisible();
  await overlay.getByRole('tab', { name: 'Recs' }).click();
  await expect(overlay.getByText('No recommendations yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await overlay.getByRole('button', { name: 'Close profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Gus asks and recommends; Fay saves Gus's song and follows his name from /saved.
  const gus = await apiMember(browser, 'Gus Profiled');
  const request = await postTextRequest(gus.request, 'Gus wants sea shanties');
  const song = await findSong(page, 'bohemian rhapsody');
  const rec = await postRecommendation(gus.request, request.id, song, 'A shanty of sorts.');
  expect((await page.request.post(`/api/responses/${rec.id}/save`, { data: {} })).ok()).toBe(true);

  await page.goto('/saved');
  await page.getByRole('link', { name: 'Gus Profiled', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${gus.user.slug}$`));
  const gusOverlay = page.getByRole('dialog', { name: 'Gus Profiled' });
  await expect(gusOverlay).toBeVisible();
  await expect(gusOverlay.getByTestId('request-card')).toContainText('Gus wants sea shanties');
  await gusOverlay.getByRole('tab', { name: 'Recs' }).click();
  await expect(gusOverlay.getByTestId('recommendation-card')).toContainText('Bohemian Rhapsody');
  await expect(gusOverlay.getByTestId('recommendation-card')).toContainText('A shanty of sorts.');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Saved recs.' })).toBeVisible();

  // Opened directly, closing goes home; an unknown slug says so.
  await page.goto(`/profile/${gus.user.slug}`);
  await expect(page.getByRole('dialog', { name: 'Gus Profiled' })).toBeVisible();
  await page.getByRole('button', { name: 'Close profile' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile/nobody-by-this-name');
  await expect(page.getByRole('dialog', { name: 'Member not found' })).toBeVisible();
  await gus.context.close();
});

test('editing genres on /profile persists after a reload', async ({ page }) => {
  const hal = await signUpAndOnboard(page, 'Hal Genres', ['Shoegaze']);
  await page.goto('/profile');
  await expect(page).toHaveTitle('Profile | Hearsay');
  await expect(page.getByRole('heading', { name: 'Hal Genres' })).toBeVisible();
  await expect(page.getByText(hal.email)).toBeVisible();
  await expect(page.getByText('1 genre selected • Used for Magic sorting')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Edit genre preferences' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add up to 10 favorite genres')).toBeVisible();
  for (const genre of ['Jazz', 'Dream Pop']) {
    await dialog.getByLabel('Search genres').fill(genre);
    await dialog.getByRole('button', { name: genre, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Add 3 Genres' }).click();
  await expectToast(page, 'Your genre preferences have been updated.');
  await expect(page.getByText('3 genres selected • Used for Magic sorting')).toBeVisible();

  await page.reload();
  const chips = page.getByRole('list', { name: 'Your genres' }).getByRole('listitem');
  await expect(chips).toHaveText(['Shoegaze', 'Jazz', 'Dream Pop']);
  await expect(page.getByText('3 genres selected • Used for Magic sorting')).toBeVisible();
});
