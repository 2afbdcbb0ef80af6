/** Texts of the /processing lists: their date format and the message of a failed load. */
import { format } from 'date-fns';
import { errorMessage, isApiError } from '../../../lib/api';

/** Spec 001 §9 date format: MMM d, yyyy HH:mm. */
export const formatTime = (iso: string) => format(new Date(iso), 'MMM d, yyyy HH:mm');

/**
 * Message of a failed list load: a 404 means this server has no such endpoint yet (genre
 * detection not deployed), said plainly; otherwise the server's message or `fallback`.
 */
export function loadError(err: unknown, fallback: string): string {
  if (isApiError(err, 'not_found')) return 'Genre detection is not available on this server.';
  return errorMessage(err, fallback);
}
