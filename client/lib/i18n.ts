/**
 * The app's words in the member's language (decision 047, docs/i18n.md). `t(id, values)` formats a
 * catalogue message (ICU MessageFormat, compiled at build time by scripts/i18n/vite-plugin.ts) in
 * the language of this page. English comes with the modules that use it (the plugin registers
 * each module's keys, so a lazy page's English stays in its chunk); any other language is one
 * catalogue chunk loaded before the first render (`loadPageLocale`), chosen by the server and
 * written into `<html lang>`. Switching language reloads the page, so components need no
 * re-render on change. The server's first-screen render (entry-server.tsx) replaces
 * `i18nScope.current` per render.
 */
import { Translator, type CompiledMessage, type MessageValues } from '@common/i18n/format';
import type englishSource from '@common/i18n/locales/en.json';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  PSEUDO_LOCALE,
  isRenderLocale,
  type RenderLocale,
} from '@common/i18n/locales';

/** A key of the browser's catalogue (the e-mail texts and the manifests' are the build's and the server's). */
export type MessageId = Exclude<
  keyof typeof englishSource,
  `email.${string}` | `manifest.${string}`
>;

type Catalogue = Record<string, CompiledMessage>;
const catalogues = import.meta.glob<Catalogue>(
  ['../../common/i18n/locales/*.json', '!../../common/i18n/locales/en.json'],
  { query: '?messages', import: 'default' },
);

const englishI18n = new Translator(DEFAULT_LOCALE);

/** Adds compiled English messages (called by the code the build plugin puts in each module). */
export function registerEnglish(messages: Catalogue): void {
  englishI18n.load(messages);
}

/** The catalogue of a language other than English, loaded once as its own chunk. */
async function loadCatalogue(locale: RenderLocale): Promise<Catalogue> {
  if (locale === PSEUDO_LOCALE)
    return (await import('@common/i18n/locales/en.json?pseudo')).default as Catalogue;
  const load = catalogues[`../../common/i18n/locales/${locale}.json`];
  return load ? await load() : {};
}

/**
 * The i18n instance for `locale`: English's is the shared one; another language's has its whole
 * catalogue (the catalogue test keeps every catalogue complete).
 */
export async function createI18n(locale: RenderLocale): Promise<Translator> {
  if (locale === DEFAULT_LOCALE) return englishI18n;
  return new Translator(locale, await loadCatalogue(locale));
}

export const i18nScope = {
  /** The instance of the page (the browser) or of one server render. */
  current: (): Translator => englishI18n,
};

/** The message `id` formatted with `values` in this page's language. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18nScope.current().t(id, values);
}

/** Whether this page's catalogue has `id` (for keys built from codes, such as API errors). */
export function hasMessage(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(i18nScope.current().messages, id);
}

/** The language this page renders in. */
export function currentLocale(): RenderLocale {
  return i18nScope.current().locale as RenderLocale;
}

/** A number in this page's language (grouping, digits). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLocale()).format(value);
}

/** The locale cookie's value, if it names a language the app renders. */
function cookieLocale(): RenderLocale | null {
  const value = /(?:^|;\s*)hearsay-locale=([^;]*)/.exec(document.cookie)?.[1];
  return isRenderLocale(value) ? value : null;
}

/**
 * Loads the page's language before the first render: the one the server wrote into `<html lang>`
 * (in the Vite dev server, which serves index.html as is, the locale cookie instead).
 */
export async function loadPageLocale(): Promise<void> {
  const fromPage = document.documentElement.lang;
  const locale = (import.meta.env.DEV ? cookieLocale() : null) ?? fromPage;
  if (!isRenderLocale(locale) || locale === DEFAULT_LOCALE) return;
  const i18n = await createI18n(locale);
  i18nScope.current = () => i18n;
}

/** Remembers `locale` for this browser's next pages (read by the server; a year). */
export function saveLocaleCookie(locale: RenderLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Follows a member's saved language: when it differs from this page's, the cookie takes it and
 * the page reloads once in it (a new browser, or a choice made on another device).
 */
export function followSavedLocale(saved: string | null | undefined): void {
  if (typeof window === 'undefined' || !isRenderLocale(saved) || saved === currentLocale()) return;
  if (cookieLocale() === saved && !import.meta.env.DEV) return; // already asked: no reload loop
  saveLocaleCookie(saved);
  window.location.reload();
}
