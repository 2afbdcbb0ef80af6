/**
 * Which language to answer a request in (decision 047): the member's saved choice, else the
 * locale cookie, else the best match of `Accept-Language` among LOCALES, else English. Server
 * side only (the browser takes the language the server wrote into `<html lang>`).
 */
import { match } from '@formatjs/intl-localematcher';
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  isRenderLocale,
  type Locale,
  type RenderLocale,
} from './locales';

const CODES: string[] = LOCALES.map((locale) => locale.code);

/**
 * The languages of an `Accept-Language` header, best first (q-values honoured, `*` and malformed
 * entries dropped; at most 20, so a huge header costs nothing).
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header || header.length > 2000) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag) && q > 0 && q <= 1)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The selectable language closest to the header's wishes, or English. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  const wanted = parseAcceptLanguage(acceptLanguage);
  if (wanted.length === 0) return DEFAULT_LOCALE;
  try {
    const found = match(wanted, CODES, DEFAULT_LOCALE, { algorithm: 'best fit' });
    return isLocale(found) ? found : DEFAULT_LOCALE;
  } catch {
    // A tag Intl rejects (e.g. an over-long subtag): no preference then.
    return DEFAULT_LOCALE;
  }
}

/** The language of one request, by the order above (the cookie may also name the pseudo-locale). */
export function requestLocale(input: {
  saved?: string | null;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): RenderLocale {
  if (isLocale(input.saved)) return input.saved;
  if (isRenderLocale(input.cookie)) return input.cookie;
  return negotiateLocale(input.acceptLanguage);
}
