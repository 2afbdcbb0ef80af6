/**
 * Session and security-key times in the page's language: date-fns' English words in English (the
 * texts the tests and the spec know), `Intl` elsewhere.
 */
import { format, formatDistance } from 'date-fns';
import { currentLocale } from '../../../lib/i18n';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "3 minutes ago", "vor 3 Minuten". */
export function agoText(iso: string, now: Date = new Date()): string {
  const locale = currentLocale();
  if (locale === 'en' || locale === 'en-XA')
    return formatDistance(new Date(iso), now, { addSuffix: true });
  let value = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size)
      return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
        Math.round(value),
        unit,
      );
    value /= size;
  }
  return '';
}

/** "3 Mar 2026" in the page's language. */
export function dayText(iso: string): string {
  const locale = currentLocale();
  if (locale === 'en' || locale === 'en-XA') return format(new Date(iso), 'd MMM yyyy');
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}
