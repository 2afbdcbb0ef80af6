/**
 * The server's words in a member's language (decision 047): e-mails and pushes read the shared
 * catalogues (common/i18n/locales/<code>.json), compiled once per language on first use, with
 * English for any key a catalogue lacks. The member's language is their saved choice
 * (users.locale), else English.
 */
import { readFileSync } from 'node:fs';
import { compileCatalog } from '../../common/i18n/compile';
import { Translator } from '../../common/i18n/format';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/i18n/locales';
import type englishSource from '../../common/i18n/locales/en.json';

/** A key of the shared catalogue. */
export type ServerMessageId = keyof typeof englishSource;

const LOCALES_DIR = new URL('../../common/i18n/locales/', import.meta.url);
const instances = new Map<Locale, Translator>();

function readCatalogue(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${locale}.json`, LOCALES_DIR), 'utf8')) as Record<
    string,
    string
  >;
}

function instanceFor(locale: Locale): Translator {
  let i18n = instances.get(locale);
  if (!i18n) {
    const source = {
      ...readCatalogue(DEFAULT_LOCALE),
      ...(locale === DEFAULT_LOCALE ? {} : readCatalogue(locale)),
    };
    i18n = new Translator(locale, compileCatalog(source));
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The language of a member whose saved choice is `saved` (unknown or none: English). */
export function memberLocale(saved: string | null | undefined): Locale {
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Message `id` in `locale` with `values` (English for a locale the app does not know). */
export function serverT(
  locale: string | null | undefined,
  id: ServerMessageId,
  values?: Record<string, string | number>,
): string {
  return instanceFor(memberLocale(locale)).t(id, values);
}
