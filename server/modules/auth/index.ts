/**
 * What other modules may call of auth besides its services: the signed-in user as the API answers
 * it, the session cookie's removal, the live-session check of the notification streams, and the
 * public base URL that links in e-mails are built from.
 */
export { publicBaseUrl } from './account-emails';
export { clearSessionCookie, liveSessionHashes } from './session-plugin';
export { toSessionUser } from './session-user';
