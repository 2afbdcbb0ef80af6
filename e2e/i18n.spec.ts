/**
 * The member's language (decision 047): the signed-in feed, a request page with its answers and
 * reply box, the new-request composer, /profile and a public profile render in the browser's
 * language (German, then Arabic right to left) with `<html lang>` and `dir` to match, show no
 * English catalogue text whose translation differs, are axe clean and do not overflow a 390 px
 * phone in Arabic; a saved choice wins over the browser's.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, member, seedAnsweredRequest } from './support';

const catalogue = (code: string) =>
  JSON.parse(
    readFileSync(new URL(`../common/i18n/locales/${code}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/**
 * The English catalogue texts (without placeholders) that `locale` translates differently and
 * that the page still shows as a whole line of text or as a label, title or placeholder.
 */
async function leftoverEnglish(page: Page, locale: string): Promise<string[]> {
  const english = catalogue('en');
  const translated = catalogue(locale);
  const differing = new Set(
    Object.entries(english)
      .filter(([key, text]) => !key.startsWith('email.') && !text.includes('{'))
      .filter(([key, text]) => translated[key] !== text)
      .map(([, text]) => text.trim()),
  );
  const shown = await page.evaluate(() => {
    const lines = document.body.innerText.split('\n').map((line) => line.trim());
    const attributes = [
      ...document.querySelectorAll('[aria-label], [title], [placeholder]'),
    ].flatMap((el) =>
      ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [...lines, ...attributes.map((value) => value.trim())];
  });
  return [...new Set(shown.filter((text) => differing.has(text)))];
}

/** Checks the page's language and direction, leftover English, axe and (Arabic) overflow. */
async function expectLocalised(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  else await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  expect(await leftoverEnglish(page, lang), `English left on ${page.url()}`).toEqual([]);
  await expectNoSeriousAxeViolations(page);
  if (lang === 'ar') {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
  }
}

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
  await expect(page.getByRole('button', { name: 'NEU', exact: true })).toBeVisible();
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
  await expect(other.getByRole('button', { name: 'NEU', exact: true })).toBeVisible();

  // Choosing Spanish on /profile saves it and reloads in Spanish.
  await other.goto('/profile');
  await other.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'RECIENTES' })).toBeVisible();

  for (const context of [german.context, arabic.context, elsewhere]) await context.close();
});

const PAGE_WORDS = {
  de: {
    heading: 'Antworten',
    recommend: 'Einen Song empfehlen',
    reply: 'Deine Antwort',
    newRequest: 'Neue Anfrage',
    post: 'ANFRAGE SENDEN',
  },
  ar: {
    heading: 'الردود',
    recommend: 'أوصِ بأغنية',
    reply: 'ردك',
    newRequest: 'طلب جديد',
    post: 'نشر الطلب',
  },
} as const;

for (const [browserLocale, lang] of [
  ['de-DE', 'de'],
  ['ar', 'ar'],
] as const) {
  test(`a request page, its reply box and the composer in ${browserLocale}`, async ({
    browser,
  }) => {
    const words = PAGE_WORDS[lang];
    const { context } = await memberIn(browser, browserLocale, `Lena ${lang}`);
    const page = await context.newPage();
    const requestId = await seedAnsweredRequest(browser, page, ['dQw4w9WgXcQ'], 'Regen');

    await page.goto(`/requests/${requestId}?openForm=true`);
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${words.heading}`) }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: words.recommend })).toBeVisible();
    const answer = page.getByTestId('response-card').first();
    await answer.getByTestId('reply-toggle').click();
    await expect(answer.getByRole('combobox', { name: words.reply })).toBeVisible();
    await expectLocalised(page, lang);

    // The page links its language's manifest (name kept, description translated).
    const manifestLink = page.locator('link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('href', `/manifest.${lang}.webmanifest`);
    const manifest = await (await page.request.get(`/manifest.${lang}.webmanifest`)).json();
    expect(manifest).toMatchObject({
      name: 'Hearsay',
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      description: catalogue(lang)['manifest.description'],
    });

    await page.goto('/new-request');
    await expect(page.getByRole('heading', { name: words.newRequest })).toBeVisible();
    await expect(page.getByRole('button', { name: words.post })).toBeVisible();
    await expectLocalised(page, lang);
    await context.close();
  });
}

const PROFILE_WORDS = {
  de: {
    summary: 'Öffentliches Profil ansehen',
    genres: 'Lieblingsgenres',
    password: 'Passwort ändern',
  },
  ar: { summary: 'عرض الملف العام', genres: 'الأنواع المفضلة', password: 'تغيير كلمة المرور' },
} as const;

for (const [browserLocale, lang] of [
  ['de-DE', 'de'],
  ['ar', 'ar'],
] as const) {
  test(`/profile and the public profile in ${browserLocale}`, async ({ browser }) => {
    const words = PROFILE_WORDS[lang];
    const { context } = await memberIn(browser, browserLocale, `Paula ${lang}`);
    const page = await context.newPage();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: words.genres })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.password })).toBeVisible();
    // The sessions list has loaded (its device row), so no spinner text is left to judge.
    await expect(page.locator('#sessions-title + ul li').first()).toBeVisible();
    await expectLocalised(page, lang);

    await page.getByRole('link', { name: words.summary }).click();
    await expect(page.getByTestId('profile-overlay')).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expectLocalised(page, lang);
    await context.close();
  });
}
