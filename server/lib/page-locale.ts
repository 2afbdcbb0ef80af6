/**
 * The language of a served page (decision 047): chosen per request by common/i18n/negotiate.ts
 * and written into index.html's `<html>` element (`lang`, and `dir="rtl"` for a right-to-left
 * language), which the browser's app reads to load that language's catalogue before it renders.
 */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, localeDir, type RenderLocale } from '../../common/i18n/locales';
import { requestLocale } from '../../common/i18n/negotiate';

/** The language of `request`: the locale cookie, else `Accept-Language`, else English. */
export function pageLocale(request: FastifyRequest): RenderLocale {
  return requestLocale({
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/** `html` with its `<html>` element in `locale` (lang, and dir for right-to-left languages). */
export function withPageLocale(html: string, locale: RenderLocale): string {
  const dir = localeDir(locale) === 'rtl' ? ' dir="rtl"' : '';
  return html.replace(/<html lang="[^"]*">/, `<html lang="${locale}"${dir}>`);
}
