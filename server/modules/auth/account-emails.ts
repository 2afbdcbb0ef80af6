/**
 * Texts of the account e-mails, in the member's language (`locale`, decision 047; the
 * English catalogue keeps the original words). Links are built from PUBLIC_URL, never from the request.
 */
import type { Config } from '../../config';
import type { EmailMessage } from '../../providers/email/index';
import { memberLocale, serverT } from '../../lib/i18n';

/** The public base URL without a trailing slash. */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

type AccountEmail =
  'verification' | 'signUpAttempt' | 'reset' | 'takenBack' | 'unlock' | 'newDevice';

/** E-mail `kind` to `to`: its subject and its text filled with `values`, in `locale`. */
function accountEmail(
  kind: AccountEmail,
  to: string,
  locale: string | null | undefined,
  values: Record<string, string>,
): EmailMessage {
  return {
    to,
    subject: serverT(locale, `email.${kind}.subject`),
    text: serverT(locale, `email.${kind}.text`, values),
  };
}

/** A link to page `path` of the app carrying one-time `token`. */
const tokenLink = (base: string, path: string, token: string) =>
  `${base}${path}?token=${encodeURIComponent(token)}`;

export function verificationEmail(
  base: string,
  to: string,
  displayName: string,
  token: string,
  locale?: string | null,
): EmailMessage {
  const link = tokenLink(base, '/verify-email', token);
  return accountEmail('verification', to, locale, { name: displayName, link });
}

export function signUpAttemptEmail(base: string, to: string, locale?: string | null): EmailMessage {
  return accountEmail('signUpAttempt', to, locale, { base });
}

export function resetEmail(
  base: string,
  to: string,
  token: string,
  locale?: string | null,
): EmailMessage {
  return accountEmail('reset', to, locale, { link: tokenLink(base, '/reset-password', token) });
}

/** After the first verification from a browser without the account's session. */
export function takenBackEmail(
  base: string,
  to: string,
  token: string,
  locale?: string | null,
): EmailMessage {
  const link = tokenLink(base, '/reset-password', token);
  return accountEmail('takenBack', to, locale, { link, base });
}

/** To the owner of an account whose sign-ins were stopped after many failures. */
export function unlockEmail(
  base: string,
  to: string,
  link: string,
  locale?: string | null,
): EmailMessage {
  return accountEmail('unlock', to, locale, { link, base });
}

/**
 * "2026-11-27 09:40 UTC"-style time for e-mails (UTC: the server does not know the reader's zone);
 * in another language the same instant as Intl writes it there, still in UTC.
 */
function utcTime(at: Date, locale?: string | null): string {
  const code = memberLocale(locale);
  if (code === 'en') return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const format = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
  return `${new Intl.DateTimeFormat(code, format).format(at)} UTC`;
}

/** To the owner after a sign-in from a browser that had not signed in to the account before. */
export function newDeviceEmail(
  base: string,
  to: string,
  signIn: { at: Date; ip: string; device: string },
  locale?: string | null,
): EmailMessage {
  return accountEmail('newDevice', to, locale, {
    when: utcTime(signIn.at, locale),
    ip: signIn.ip,
    device: signIn.device,
    base,
  });
}
