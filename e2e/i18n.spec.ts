/**
 * The member's language (decision 047): the signed-in feed renders in the browser's language
 * (German, then Arabic right to left) with `<html lang>` and `dir` to match, is axe clean and does
 * not overflow a 390 px phone in Arabic; a saved choice wins over the browser's.
 */
import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousAxeViolations, member } from './support';

/** A member signed up (and given a genre) from a browser speaking `locale`. */
async function memberIn(browser: Browser, locale: string, name: string) {
  const context = await browser.newContext({
    locale,
    extraHTTPHeaders: { 'accept-language': locale },
    viewport: { width: 390, height: 844 },
  });
  const who = member(name);
  const res = await context.request.post('/api/auth/register', { data: who });
  expect(res.status()).toBe(201);
  const user = (await res.json()) as { id: number; locale: string | null };
  const genres = await context.request.post(`/api/users/${user.id}/genres`, {
    data: { genres: ['Jazz'] },
  });
  expect(genres.ok()).toBe(true);
  return { context, user };
}

test('the feed speaks the browser’s language, and a saved choice wins', async ({ browser }) => {
  const german = await memberIn(browser, 'de-DE', 'Greta Deutsch');
  expect(german.user.locale).toBe('de');
  const page = await german.context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('group', { name: 'Sortierung' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEU' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toContainText('START');
  await expectNoSeriousAxeViolations(page);

  const arabic = await memberIn(browser, 'ar', 'Amira');
  const arPage = await arabic.context.newPage();
  await arPage.goto('/');
  await expect(arPage.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(arPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arPage.getByRole('group', { name: 'الترتيب' })).toBeVisible();
  await expect(arPage.getByRole('navigation', { name: 'التنقّل الرئيسي' })).toContainText(
    'الرئيسية',
  );
  await expectNoSeriousAxeViolations(arPage);
  const overflow = await arPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The German member signs in from an Arabic browser: their saved German wins.
  const cookies = await german.context.cookies();
  const elsewhere = await browser.newContext({
    locale: 'ar',
    extraHTTPHeaders: { 'accept-language': 'ar' },
  });
  await elsewhere.addCookies(cookies.filter((c) => c.name !== 'hearsay-locale'));
  const other = await elsewhere.newPage();
  await other.goto('/');
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await expect(other.getByRole('button', { name: 'NEU' })).toBeVisible();

  // Choosing Spanish on /profile saves it and reloads in Spanish.
  await other.goto('/profile');
  await other.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'RECIENTES' })).toBeVisible();

  for (const context of [german.context, arabic.context, elsewhere]) await context.close();
});
