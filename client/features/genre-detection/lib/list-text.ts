/** Texts of the /processing lists: their date format and the message of a failed load. */
import { format } from 'date-fns';
import { errorMessage, isApiError } from '../../../lib/api';
import { currentLocale, t } from '../../../lib/i18n';
import { DEFAULT_LOCALE } from '@common/i18n/locales';

/** Spec 001 §9 date format in English (MMM d, yyyy HH:mm); the page's own medium date and time in another language. */
export const formatTime = (iso: string) =>
  currentLocale() === DEFAULT_LOCALE
    ? format(new Date(iso), 'MMM d, yyyy HH:mm')
    : new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      );

/**
 * Message of a failed list load: a 404 means this server has no such endpoint yet (genre
 * detection not deployed), said plainly; otherwise the server's message or `fallback`.
 */
export function loadError(err: unknown, fallback: string): string {
  if (isApiError(err, 'not_found')) return t('staff.processing.notAvailable');
  return errorMessage(err, fallback);
}
