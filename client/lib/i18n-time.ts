/**
 * Relative times in this page's language (decision 047). English keeps the spec's compact form
 * ("3h", "2w": common/relative-time.ts); other languages get the same count and unit as
 * `Intl.NumberFormat`'s narrow unit ("3 Std.", "3 h", "٣ س").
 */
import { relativeTime } from '@common/relative-time';
import { currentLocale } from './i18n';

/** The spec's unit letters and the units Intl names them by (weeks, months, years included). */
const UNITS: Record<string, string> = {
  y: 'year',
  mo: 'month',
  w: 'week',
  d: 'day',
  h: 'hour',
  m: 'minute',
  s: 'second',
};

/** "3h" in English, the localised narrow form of the same count and unit elsewhere. */
export function localRelativeTime(date: Date | string, now: Date = new Date()): string {
  const compact = relativeTime(date, now);
  const locale = currentLocale();
  if (locale === 'en' || locale === 'en-XA') return compact;
  const [, count = '0', unit = 's'] = /^(\d+)(\D+)$/.exec(compact) ?? [];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit] ?? 'second',
    unitDisplay: 'narrow',
  }).format(Number(count));
}
