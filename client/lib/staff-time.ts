/**
 * Times in the staff screens' lists: in English the spec's date-fns pattern, word for word ("Mar 4,
 * 2025 05:06", "4 Mar 2025 05:06"); in another language the page's own medium date and time, so a
 * month name never shows in English there. Only lazy staff screens import this (vite.config.ts
 * keeps it, and date-fns with it, out of the first screen's shared chunk).
 */
import { format } from 'date-fns';
import { currentLocale } from './i18n';

export function staffTime(
  iso: string,
  englishPattern: string,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const locale = currentLocale();
  if (locale === 'en' || locale === 'en-XA') return format(new Date(iso), englishPattern);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: seconds ? 'medium' : 'short',
  }).format(new Date(iso));
}
