/**
 * Quality review (spec 001 "Processing dashboard"): a staff member runs a scan over
 * seeded messy titles, accepts one fix, rejects one, edits one, and finds all three in Fixed after
 * a reload; the member who asked then sees the cleaned title on the request page. Does not depend
 * on the genre-detection endpoints (the page shows their error/empty states when they are missing).
 */
import { expect, test } from '@playwright/test';
import { apiMember, expectNoSeriousAxeViolations, expectToast, signInAsStaff } from './support';

/** Listed in STAFF_EMAILS by scripts/e2e-server.mjs; signInAsStaff verifies it and enrols two-factor. */
const STAFF = {
  email: 'staff-qr-e2e@example.com',
  displayName: 'Quinn Quality',
  password: 'listen-closely',
};

test('staff accept, reject and edit quality-review findings; members see the cleaned title', async ({
  browser,
}) => {
  // Seed: a member asks, another answers with three messy uploads.
  const asker = await apiMember(browser, 'Ada Asker');
  const answerer = await apiMember(browser, 'Rex Responder');
  const request = await (
    await asker.request.post('/api/requests', {
      data: { type: 'text', content: `Songs that sound like rain ${Date.now()}` },
    })
  ).json();
  const tag = Date.now().toString(36).slice(-5);
  const respond = async (songId: string, songData: Record<string, unknown>) => {
    const res = await answerer.request.post(`/api/requests/${request.id}/responses`, {
      data: { songId, songData: { id: songId, ...songData } },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).id as number;
  };
  const packaged = await respond(`qa-pack-${tag}`, {
    name: 'Coldplay - Clocks (Official Video) [HD]',
    channelName: 'Coldplay',
  });
  const vevo = await respond(`qa-vevo-${tag}`, {
    name: 'Shake It Off',
    artist: 'TaylorSwiftVEVO',
    channelName: 'TaylorSwiftVEVO',
  });
  const swapped = await respond(`qa-swap-${tag}`, {
    name: 'Yellow - Coldplay (Lyrics)',
    channelName: 'rainy uploads',
  });

  // Members are kept out.
  const askerPage = await asker.context.newPage();
  await askerPage.goto('/processing');
  // Told why, as on /admin, and shown nothing of the screen.
  await expect(askerPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(askerPage.getByRole('heading', { name: 'Processing Dashboard' })).toHaveCount(0);
  expect((await asker.request.get('/api/admin/quality-review-results')).status()).toBe(403);

  const page = await (await browser.newContext()).newPage();
  await signInAsStaff(page, STAFF);
  await page.goto('/processing');
  await expect(page.getByRole('heading', { level: 1, name: 'Processing Dashboard' })).toBeVisible();
  await expect(page.getByText('Monitor genre detection and manually assign genres')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Run a scan.
  await page.getByRole('button', { name: 'Run New Scan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run New Quality Review Scan?' });
  await expect(dialog).toContainText(/This scans all [\d,]+ responses? .*takes about/);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Run Scan' }).click();
  await expectToast(page, 'Quality Review Complete');

  await page.getByRole('tab', { name: /^Responses \(\d+\)$/ }).click();
  await expect(page.getByText(/Last scan/)).toBeVisible();

  // Accept the proposed fix of the packaged title.
  const packagedCard = page.getByRole('article', { name: `Response #${packaged}` });
  await expect(packagedCard.getByText('Proposed Fix')).toBeVisible();
  await expect(packagedCard).toContainText('Title contains packaging');
  await expectNoSeriousAxeViolations(page);
  await packagedCard.getByRole('button', { name: 'Accept Fix' }).click();
  await expectToast(page, 'Response updated and logged to Fixed history');
  await expect(packagedCard).toHaveAttribute('data-highlighted', 'true');

  // Reject the VEVO one as already correct.
  const vevoCard = page.getByRole('article', { name: `Response #${vevo}` });
  await vevoCard.getByRole('button', { name: 'Reject (Already Correct)' }).click();
  await expect(vevoCard).toHaveAttribute('data-highlighted', 'true');

  // Edit the swapped one by hand.
  const swappedCard = page.getByRole('article', { name: `Response #${swapped}` });
  await swappedCard.getByRole('button', { name: 'Edit' }).click();
  await swappedCard.getByLabel('Title').fill('Yellow');
  await swappedCard.getByLabel('Artist').fill('Coldplay');
  await swappedCard.getByRole('searchbox', { name: 'Genres' }).fill('britpop');
  await swappedCard.getByRole('checkbox', { name: 'Britpop' }).check();
  await expect(swappedCard.getByRole('button', { name: 'Remove Britpop' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await swappedCard.getByRole('button', { name: 'Save' }).click();
  await expect(swappedCard).toHaveAttribute('data-highlighted', 'true');

  // After the highlight the fixed cards leave the list.
  await expect(page.getByRole('article', { name: `Response #${packaged}` })).toHaveCount(0, {
    timeout: 15_000,
  });

  // All three are in the Fixed history after a reload.
  await page.reload();
  await page.getByRole('tab', { name: /^Fixed \(\d+\)$/ }).click();
  const accepted = page.getByRole('article', {
    name: `Accepted Suggestion: response #${packaged}`,
  });
  await expect(accepted).toContainText('Fixed by Quinn Quality');
  await expect(accepted).toContainText('Coldplay - Clocks (Official Video) [HD]');
  await expect(accepted).toContainText('Clocks');
  const rejected = page.getByRole('article', {
    name: `Rejected (Already Correct): response #${vevo}`,
  });
  await expect(rejected).toContainText('Current (Verified Correct)');
  await expect(rejected).toContainText('Reviewed Quinn Quality');
  const manual = page.getByRole('article', { name: `Manual Edit: response #${swapped}` });
  await expect(manual).toContainText('Britpop');
  await expect(manual).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}/);
  await expectNoSeriousAxeViolations(page);

  // The asker sees the cleaned title and artist on the request page.
  await askerPage.goto(`/requests/${request.id}`);
  const responses = askerPage.getByRole('article').filter({ hasText: 'Clocks' });
  await expect(responses.first()).toBeVisible();
  await expect(askerPage.getByText('Coldplay - Clocks (Official Video) [HD]')).toHaveCount(0);
  await expect(askerPage.getByText('Yellow - Coldplay (Lyrics)')).toHaveCount(0);
  await expectNoSeriousAxeViolations(askerPage);
});

test('the processing page on a phone, in dark theme, passes axe', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await signInAsStaff(page, STAFF);
  await page.goto('/processing');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect(page.getByRole('heading', { level: 1, name: 'Processing Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Automatic tagging' }).click();
  await page.getByRole('tab', { name: /^Fixed/ }).click();
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
