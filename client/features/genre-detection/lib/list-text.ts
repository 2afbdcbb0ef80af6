/** Texts of the /processing lists: their date format and the message of a failed load. */
import { errorMessage, isApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { staffTime } from '../../../lib/staff-time';

/** Spec 001 §9 date format in English (MMM d, yyyy HH:mm); the page's own medium date and time in another language. */
export const formatTime = (iso: string) => staffTime(iso, 'MMM d, yyyy HH:mm');

/**
 * Message of a failed list load: a 404 means this server has no such endpoint yet (genre
 * detection not deployed), said plainly; otherwise the server's message or `fallback`.
 */
export function loadError(err: unknown, fallback: string): string {
  if (isApiError(err, 'not_found')) return t('staff.processing.notAvailable');
  return errorMessage(err, fallback);
}
