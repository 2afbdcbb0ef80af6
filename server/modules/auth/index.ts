/**
 * What other modules may call of auth besides its services: the signed-in user as the API answers
 * it, the session cookie's removal, the live-session check of the notification streams, a route's
 * read in the session lookup's statement (decision 057), and the public base URL that links in
 * e-mails are built from; the member columns every module selects, and the display-name rules
 * (decision 024) sign-up, profile edits and the demo share.
 */
export { publicBaseUrl } from './account-emails';
export { clearSessionCookie, liveSessionHashes } from './session-plugin';
export { toSessionUser } from './session-user';
export { addSessionCompanion, type EarlierRead, type SessionCompanion } from './session-companion';
export { memberAccountColumns, memberCardColumns } from './member-columns';
export {
  assertNameNotConfusable,
  fillMissingNameSkeletons,
  nameSkeletonColumns,
} from './display-names';
