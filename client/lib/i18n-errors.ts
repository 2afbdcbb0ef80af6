/**
 * What the member reads when an API call or a form check fails, in their language (decision 047).
 * The API answers English contract messages; in English the app shows them word for word, in any
 * other language the catalogue's text for the answer's typed code (`error.<code>`), else the
 * caller's generic fallback.
 */
import { PASSWORD_MAX } from '@common/constants';
import { MESSAGES } from '@common/validation';
import { ApiError, errorMessage } from './api';
import { currentLocale, hasMessage, t, type MessageId } from './i18n';

/** The text for `err`, or the message `fallback` when the answer says nothing usable. */
export function errorText(err: unknown, fallback: MessageId): string {
  if (currentLocale() === 'en') return errorMessage(err, t(fallback));
  const id = err instanceof ApiError && err.code ? `error.${err.code}` : '';
  return hasMessage(id) ? t(id) : t(fallback);
}

const VALIDATION_KEYS = new Map<string, string>(
  Object.entries(MESSAGES).map(([key, english]) => [english, `validation.${key}`]),
);

/**
 * A message of common/validation.ts in this page's language (the English one when the catalogue
 * has no key for it). The checks return English, the contract's words, so the server and the
 * forms agree.
 */
export function validationText(message: string): string {
  const id = VALIDATION_KEYS.get(message) ?? '';
  return hasMessage(id) ? t(id, { max: PASSWORD_MAX }) : message;
}
