/**
 * The languages Hearsay speaks (docs/i18n.md, decision 047): English is the source and the spec's
 * words; every other catalogue in `locales/<code>.json` translates its keys. Adding a language is
 * one catalogue file and one entry here. Without zod or Intl helpers: the client's first paint
 * imports it.
 */

/** One language: BCP 47 code, its own name (shown in the Language setting) and writing direction. */
export interface LocaleInfo {
  code: string;
  name: string;
  dir: 'ltr' | 'rtl';
}

/** Every selectable language, English first (the fallback). */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const satisfies readonly LocaleInfo[];

/** A selectable language's code. */
export type Locale = (typeof LOCALES)[number]['code'];

/**
 * The development pseudo-locale: English with accented letters and about 30 % longer, built from
 * the English catalogue, to spot untranslated text and layouts that break with longer words. Chosen
 * only through the locale cookie, never offered in the Language setting.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** A locale the app can render: a selectable one or the pseudo-locale. */
export type RenderLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie holding a visitor's language (and a member's saved one, mirrored by the client). */
export const LOCALE_COOKIE = 'hearsay-locale';

/** Whether `value` is a selectable language code. */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale.code === value);
}

/** Whether `value` is a selectable language or the pseudo-locale. */
export function isRenderLocale(value: unknown): value is RenderLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/** The writing direction of `locale` ("ltr" for anything unknown). */
export function localeDir(locale: string): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.code === locale)?.dir ?? 'ltr';
}
