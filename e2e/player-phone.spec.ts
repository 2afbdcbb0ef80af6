/**
 * The floating player on a phone and its seek bar and volume, with the local fake of the
 * YouTube IFrame API (e2e/fakes/youtube-iframe-api.js).
 */
import { expect, test, type Page } from '@playwright/test';
import { fakeLog, installPlayerFakes } from './fakes/player-fakes';
import { expectNoSeriousAxeViolations, seedAnsweredRequest, signUpAndOnboard } from './support';

const RICK = { videoId: 'dQw4w9WgXcQ', title: 'Never Gonna Give You Up' };
const AHA = { videoId: 'djV11Xbc914', title: 'Take On Me' };
const TOTO = { videoId: 'FTQbiNvZqaY', title: 'Africa' };

/** Saves a screenshot when SHOTS_DIR is set (for looking at the screens, not asserted). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}` });
}

test('on a phone, a failed track is one compact line, hidden when minimised, and the page clears the panel', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installPlayerFakes(page, { errors: { [AHA.videoId]: 150 } });
  await signUpAndOnboard(page, 'Pho Player');
  const requestId = await seedAnsweredRequest(
    browser,
    page,
    [RICK.videoId, AHA.videoId, TOTO.videoId],
    'Player polish',
  );
  await page.goto(`/requests/${requestId}`);
  await page.getByRole('button', { name: 'Play All' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  const notice = player.getByTestId('player-notice');
  await expect(player).toHaveAttribute('data-status', 'playing');
  const playingHeight = (await player.boundingBox())!.height;

  // Next onto the blocked video: one line of error inside the panel, the panel barely grows.
  await player.getByRole('button', { name: 'Next song' }).click();
  await expect(notice).toContainText('The owner does not allow this video to be played here.');
  await expect(notice).toContainText('Skipping to the next song');
  const errorHeight = (await player.boundingBox())!.height;
  await shot(page, 'player-error-390.png');
  test.info().annotations.push({
    type: 'panel height (px) at 390×844',
    description: `playing ${playingHeight}, with error ${errorHeight}`,
  });
  expect(errorHeight - playingHeight, 'the error adds at most two short lines').toBeLessThanOrEqual(
    56,
  );
  expect(errorHeight, 'the panel stays under a quarter of the screen').toBeLessThan(844 / 4);
  await expect(notice.getByRole('link', { name: /Open on YouTube/ })).toBeVisible();
  // The page is padded by the panel's height: the end of the content scrolls clear of it.
  const spacer = (await page.getByTestId('player-spacer').boundingBox())!.height;
  expect(spacer).toBeGreaterThanOrEqual(errorHeight);
  await expectNoSeriousAxeViolations(page);

  // The playlist moves on to 3 / 3; Previous back onto the failed track stays there, quietly.
  await expect(player.getByTestId('player-title')).toHaveText(TOTO.title);
  await player.getByRole('button', { name: 'Previous song' }).click();
  await expect(player.getByTestId('player-title')).toHaveText(AHA.title);
  await expect(notice).toContainText('The owner does not allow this video to be played here.');
  await expect(notice).not.toContainText('Skipping');
  await page.waitForTimeout(3600);
  await expect(player.getByTestId('player-title')).toHaveText(AHA.title);

  // Minimised: one row, the error line is gone from view.
  await player.getByRole('button', { name: 'Minimize player' }).click();
  await expect(notice.getByRole('link', { name: /Open on YouTube/ })).not.toBeInViewport();
  const minimizedHeight = (await player.boundingBox())!.height;
  await shot(page, 'player-min-390.png');
  expect(minimizedHeight).toBeLessThanOrEqual(80);
  const noticeBox = await notice.boundingBox();
  expect(noticeBox === null || noticeBox.height <= 1).toBe(true);
});

test('the seek bar and the volume work from the keyboard and follow the track', async ({
  page,
  browser,
}) => {
  await installPlayerFakes(page);
  await signUpAndOnboard(page, 'Kim Keys');
  const requestId = await seedAnsweredRequest(browser, page, [RICK.videoId], 'Player polish');
  await page.goto(`/requests/${requestId}`);
  await page
    .getByTestId('response-card')
    .getByRole('button', { name: `Play ${RICK.title}` })
    .click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-status', 'playing');
  const seek = player.getByRole('slider', { name: 'Seek' });
  await expect(player.getByTestId('player-duration')).toHaveText('3:35');
  await expect(seek).toBeEnabled();

  await seek.focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => (await fakeLog(page)).filter((e) => e.type === 'seek').length)
    .toBe(2);
  const seeks = (await fakeLog(page)).filter((e) => e.type === 'seek').map((e) => e.seconds!);
  expect(seeks[0]).toBeGreaterThanOrEqual(30);
  expect(seeks[1]! - seeks[0]!).toBeGreaterThanOrEqual(4);
  await expect(player.getByTestId('player-elapsed')).toHaveText(/^0:3[5-9]$/);
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:3\d of 3:35$/);
  await shot(page, 'player-seek-1280.png');
  // Time keeps running after the seek.
  await expect(player.getByTestId('player-elapsed')).not.toHaveText(/^0:3[5-6]$/, {
    timeout: 5000,
  });

  const volume = player.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveAttribute('aria-valuetext', '90%');
  await expect
    .poll(async () => (await fakeLog(page)).filter((e) => e.type === 'volume').map((e) => e.volume))
    .toEqual([100, 95, 90]);
  await expectNoSeriousAxeViolations(page);
});
