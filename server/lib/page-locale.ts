/**
 * The language of a served page (decision 047): chosen per request by common/i18n/negotiate.ts
 * and written into index.html's `<html>` element (`lang`, and `dir="rtl"` for a right-to-left
 * language), which the browser's app reads to load that language's catalogue before it renders.
 */
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  isLocale,
  localeDir,
  type RenderLocale,
} from '../../common/i18n/locales';
import { requestLocale } from '../../common/i18n/negotiate';

/** The language of `request`: the locale cookie, else `Accept-Language`, else English. */
export function pageLocale(request: FastifyRequest): RenderLocale {
  return requestLocale({
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * `html` with its `<html>` element in `locale` (lang, and dir for right-to-left languages) and,
 * for a language other than English, the manifest link to that language's manifest (written by
 * the build, scripts/i18n/manifest.ts; the pseudo-locale keeps the English one).
 */
export function withPageLocale(html: string, locale: RenderLocale): string {
  const dir = localeDir(locale) === 'rtl' ? ' dir="rtl"' : '';
  const page = html.replace(/<html lang="[^"]*">/, `<html lang="${locale}"${dir}>`);
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return page;
  return page.replace(
    '<link rel="manifest" href="/manifest.webmanifest"',
    `<link rel="manifest" href="/manifest.${locale}.webmanifest"`,
  );
}
