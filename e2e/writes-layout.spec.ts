/**
 * The player stays out of the way (decision 044): on a phone (390×844) and a desktop (1280×900),
 * with the queue closed and open, the last answer's "Send reply" is not under the player, both
 * when the page is scrolled to its end and when the button gets the focus; the queue closes with
 * Escape. At 360 px an answer's actions stay on one line. The YouTube IFrame API is the local fake.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { installPlayerFakes } from './fakes/player-fakes';
import { expectNoSeriousAxeViolations, seedAnsweredRequest, signUpAndOnboard } from './support';

const SONGS = ['dQw4w9WgXcQ', 'djV11Xbc914', 'FTQbiNvZqaY'];

/** Whether the element at `target`'s centre is `target` itself (or inside it): nothing covers it. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

async function sendReplyOfLastAnswer(page: Page): Promise<{ send: Locator; box: Locator }> {
  const last = page.locator('article[id^="response-"]').last();
  await expect(async () => {
    await last.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(last.getByRole('combobox', { name: 'Your reply' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();
  // A reply written, so its Send button can take the focus.
  await last.getByRole('combobox', { name: 'Your reply' }).fill('Which album is this from?');
  return {
    send: last.getByRole('button', { name: 'Send reply' }),
    box: last.getByRole('combobox', { name: 'Your reply' }),
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width}×${viewport.height} the player covers neither the last "Send reply" nor a focused control, queue closed or open`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await installPlayerFakes(page);
    await signUpAndOnboard(page, 'Lia Layout');
    const requestId = await seedAnsweredRequest(browser, page, SONGS, 'Layout test');
    await page.goto(`/requests/${requestId}?order=oldest`);
    const { send, box } = await sendReplyOfLastAnswer(page);
    await page.getByRole('button', { name: /^Play All/ }).click();
    const player = page.getByRole('region', { name: 'Player' });
    await expect(player).toHaveAttribute('data-status', 'playing');

    for (const queueOpen of [false, true]) {
      if (queueOpen) {
        await player.getByRole('button', { name: 'Queue' }).click();
        await expect(player.getByTestId('player-queue')).toBeVisible();
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => uncovered(send), { message: `queue open: ${queueOpen}` }).toBe(true);
      // The button scrolled to sit under the player: reached by Tab, it comes out from under it.
      await send.evaluate((el) => {
        const inset = parseFloat(
          getComputedStyle(document.documentElement).getPropertyValue('--player-inset'),
        );
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.top + r.height / 2 - (window.innerHeight - inset / 2));
      });
      expect(await uncovered(send), 'the set-up puts it under the player').toBe(false);
      await box.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
      await page.keyboard.press('Tab');
      await expect(send).toBeFocused();
      await expect
        .poll(() => uncovered(send), { message: `focused, queue open: ${queueOpen}` })
        .toBe(true);
    }
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click();
    await expectNoSeriousAxeViolations(page);
    await player.getByRole('button', { name: 'Queue' }).focus();
    await page.keyboard.press('Escape');
    await expect(player.getByTestId('player-queue')).toHaveCount(0);
  });
}

test('at 360 px an answer card keeps its actions, "…" menu included, on one line', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpAndOnboard(page, 'Nia Narrow');
  const requestId = await seedAnsweredRequest(browser, page, SONGS.slice(0, 1), 'Narrow test');
  // The member's own answer, co-signed: the fullest row (Edit, Delete, the co-sign count).
  const songData = await (await page.request.get(`/api/youtube/videos/${SONGS[1]}`)).json();
  const own = await page.request.post(`/api/requests/${requestId}/responses`, {
    data: { songId: songData.id, songData, comment: 'Mine' },
  });
  expect(own.status()).toBe(201);
  await page.goto(`/requests/${requestId}`);
  for (const actions of await page.getByTestId('answer-actions').all()) {
    const menu = actions.getByRole('button', { name: /^More actions for/ });
    const play = actions.getByRole('button', { name: /^Play / });
    const [menuBox, playBox, rowBox] = [
      (await menu.boundingBox())!,
      (await play.boundingBox())!,
      (await actions.boundingBox())!,
    ];
    expect(Math.abs(menuBox.y - playBox.y)).toBeLessThan(8);
    expect(rowBox.height).toBeLessThan(menuBox.height * 1.5);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(360);
  }
  await expect(page.getByRole('button', { name: 'Delete your recommendation' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
