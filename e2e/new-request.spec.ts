/**
 * /new-request journeys (spec 000 §2 "New request", §4, §5): a GIF request found by search with a
 * caption and genre preferences, and a "songs like this" request found by song search with a note;
 * both appear in the feed with their GIF (alt text), song and genre tags. axe runs on every tab.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectToast, navLink, signUpAndOnboard } from './support';

/** Picks `names` in the genre picker opened by "Add Genre Preferences". */
async function addGenrePreferences(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Add Genre Preferences' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add up to 10 favorite genres')).toBeVisible();
  for (const name of names) {
    await dialog.getByLabel('Search genres').fill(name);
    await dialog.getByRole('button', { name, exact: true }).click();
  }
  await dialog
    .getByRole('button', {
      name: names.length === 1 ? 'Add 1 Genre' : `Add ${names.length} Genres`,
    })
    .click();
  await expect(dialog).toHaveCount(0);
  const chosen = page.getByRole('list', { name: 'Chosen genres' });
  for (const name of names)
    await expect(chosen.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
}

test('a GIF request: trending, paging, search, pick, caption, genres, and the feed shows it', async ({
  page,
}) => {
  const caption = `Songs that spin like this ${Date.now()}`;
  await signUpAndOnboard(page, 'Gia Ferraro', ['Jazz']);
  await navLink(page, 'NEW REQUEST').click();
  await expect(page).toHaveURL(/\/new-request$/);
  await expect(page.getByRole('tab', { name: 'TEXT' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAxeViolations(page);

  // Keyboard: arrow keys move between the tabs.
  await page.getByRole('tab', { name: 'TEXT' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'GIF' })).toHaveAttribute('aria-selected', 'true');

  // Trending first: a full page of 20, "Load More GIFs", then the end of the bundled set.
  const grid = page.getByTestId('gif-grid');
  await expect(page.getByRole('heading', { name: 'Trending GIFs' })).toBeVisible();
  await expect(grid.getByRole('button')).toHaveCount(20);
  await expect(
    grid.getByRole('img', { name: 'Equalizer bars bouncing to the beat' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Load More GIFs' }).click();
  await expect(page.getByText("You've reached the end of results")).toBeVisible();
  await expect(grid.getByRole('button')).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Load More GIFs' })).toHaveCount(0);

  // Posting without a GIF is refused.
  await page.getByRole('button', { name: 'POST REQUEST' }).click();
  await expectToast(page, 'No GIF selected');

  // Search, empty, then a match.
  const search = page.getByRole('searchbox', { name: 'Search GIFs' });
  await search.fill('zzqqxx');
  await expect(page.getByText('No GIFs found. Try a different search.')).toBeVisible();
  await search.fill('vinyl');
  const vinyl = grid.getByRole('button', { name: 'Vinyl record spinning on a turntable' });
  await expect(vinyl).toBeVisible();
  await vinyl.click();
  const preview = page.getByTestId('selected-gif');
  await expect(
    preview.getByRole('img', { name: 'Vinyl record spinning on a turntable' }),
  ).toBeVisible();
  await page.getByLabel('Caption (optional)').fill(caption);
  await expect(page.getByTestId('caption-counter')).toHaveText(`${caption.length}/240`);
  await addGenrePreferences(page, ['Jazz', 'Lo-fi']);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'POST REQUEST' }).click();
  await expectToast(page, 'Request submitted');
  await expect(page).toHaveURL(/\/$/);

  const card = page.getByTestId('request-card').filter({ hasText: caption });
  const image = card.getByRole('img', { name: `GIF: ${caption}` });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', '/gifs/vinyl-spin.gif');
  // The bundled GIF is served by the app and actually decodes.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  const tags = card.getByRole('list', { name: 'Genres' });
  await expect(tags.getByText('Jazz', { exact: true })).toBeVisible();
  await expect(tags.getByText('Lo-fi', { exact: true })).toBeVisible();
});

test('a SONG request: Enter searches, pick "Take On Me", note, genre, and the feed shows the song', async ({
  page,
}) => {
  const note = `Newer songs with this synth-pop rush ${Date.now()}`;
  await signUpAndOnboard(page, 'Sol Andersen', ['Shoegaze']);
  await navLink(page, 'NEW REQUEST').click();
  await page.getByRole('tab', { name: 'SONG' }).click();
  await expect(page.getByLabel('What kind of similar songs are you looking for?')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'POST REQUEST' }).click();
  await expectToast(page, 'No song selected');

  const search = page.getByRole('searchbox', { name: 'Find a song' });
  await search.fill('take on me');
  await search.press('Enter');
  await expect(page.getByText('Results', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page
    .getByRole('button', { name: /Take On Me.*a-ha/ })
    .first()
    .click();

  const selected = page.getByTestId('selected-song');
  await expect(selected).toContainText('Take On Me');
  await expect(selected).toContainText('a-ha');
  await expect(selected.getByRole('button', { name: 'Play Take On Me' })).toBeVisible();
  // Clear, then pick again.
  await selected.getByRole('button', { name: 'Clear Take On Me' }).click();
  await expect(selected).toHaveCount(0);
  await search.fill('take on me');
  await search.press('Enter');
  await page
    .getByRole('button', { name: /Take On Me.*a-ha/ })
    .first()
    .click();

  await page.getByLabel('What kind of similar songs are you looking for?').fill(note);
  await expect(page.getByTestId('note-counter')).toHaveText(`${note.length}/240`);
  await addGenrePreferences(page, ['Synth-pop']);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'POST REQUEST' }).click();
  await expectToast(page, 'Request submitted');
  await expect(page).toHaveURL(/\/$/);

  const card = page.getByTestId('request-card').filter({ hasText: note });
  await expect(card).toContainText('SONGS LIKE THIS');
  await expect(card).toContainText('Take On Me');
  await expect(card).toContainText('a-ha');
  await expect(
    card.getByRole('list', { name: 'Genres' }).getByText('Synth-pop', { exact: true }),
  ).toBeVisible();
});
