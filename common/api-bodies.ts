/**
 * The JSON body schema of each route of api-routes.ts that takes one, by the same name: the zod
 * schema the server validates that body with (decision 036). callApi (client/lib/api.ts) types a
 * call's `body` from it through a type-only import, so a wrong shape is a type error at the call
 * site; server/api-routes.test.ts holds each entry equal to the registered route's body schema and
 * names any route with a body schema missing here. Types only in the client: no zod in the bundle.
 */
import type { z } from 'zod';
import { suspendBodySchema } from './schemas/account-controls';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  disableTotpBodySchema,
  forgotPasswordBodySchema,
  linkTokenBodySchema,
  resetPasswordBodySchema,
  totpCodeBodySchema,
} from './schemas/auth';
import { cosignBodySchema, verdictBodySchema } from './schemas/cosigns-and-verdicts';
import { emailDigestBodySchema } from './schemas/email-digests';
import {
  createFeedbackBodySchema,
  feedbackPriorityBodySchema,
  feedbackStatusBodySchema,
} from './schemas/feedback';
import {
  requestGenresBodySchema,
  saveUserGenresBodySchema,
  suggestGenreBodySchema,
} from './schemas/genres';
import { editRequestBodySchema, editResponseBodySchema } from './schemas/moderation';
import { handleBodySchema } from './schemas/member-handles';
import { markReadBodySchema, notificationSettingsBodySchema } from './schemas/notifications';
import {
  pushSettingsBodySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from './schemas/push';
import { replyBodySchema } from './schemas/replies';
import { createReportBodySchema, moderationActionBodySchema } from './schemas/reports';
import { createRequestBodySchema } from './schemas/requests';
import { createResponseBodySchema } from './schemas/responses';
import {
  authenticateSecurityKeyBodySchema,
  registerSecurityKeyBodySchema,
  removeSecurityKeyBodySchema,
} from './schemas/security-keys';
import {
  saveResponseBodySchema,
  saveSongBodySchema,
  unsaveResponseBodySchema,
} from './schemas/saved-songs';
import {
  spotifyAuthorizeBodySchema,
  spotifyConnectBodySchema,
  spotifyMatchBodySchema,
  spotifyPlaylistBodySchema,
} from './schemas/spotify';
import { upvoteBodySchema } from './schemas/upvotes';
import {
  displayNameBodySchema,
  localeBodySchema,
  loginBodySchema,
  registerBodySchema,
} from './schemas/users';
import {
  reprocessBodySchema,
  requestGenreIdsBodySchema,
  updateResponseGenresBodySchema,
} from './processing';
import type { ApiRouteName } from './api-routes';

export const API_BODIES = {
  postAuthRegister: registerBodySchema,
  postAuthLogin: loginBodySchema,
  postAuthVerifyEmail: linkTokenBodySchema,
  postAuthForgotPassword: forgotPasswordBodySchema,
  postAuthResetPassword: resetPasswordBodySchema,
  postAuthResetPasswordCheck: linkTokenBodySchema,
  postAuthChangePassword: changePasswordBodySchema,
  postAuthTwoFactorEnable: totpCodeBodySchema,
  postAuthTwoFactorVerify: totpCodeBodySchema,
  postAuthTwoFactorDisable: disableTotpBodySchema,
  postAccountDelete: deleteAccountBodySchema,
  postAdminUserSuspend: suspendBodySchema,
  postAuthWebauthnRegisterVerify: registerSecurityKeyBodySchema,
  deleteAuthWebauthnKey: removeSecurityKeyBodySchema,
  postAuthWebauthnAuthenticateVerify: authenticateSecurityKeyBodySchema,
  postGenresSuggest: suggestGenreBodySchema,
  postUserGenres: saveUserGenresBodySchema,
  postRequests: createRequestBodySchema,
  postRequestResponses: createResponseBodySchema,
  postRequestUpvote: upvoteBodySchema,
  postResponseUpvote: upvoteBodySchema,
  postResponseCosigns: cosignBodySchema,
  putResponseVerdict: verdictBodySchema,
  postNotificationsRead: markReadBodySchema,
  putNotificationsSettings: notificationSettingsBodySchema,
  postReports: createReportBodySchema,
  postAdminModeration: moderationActionBodySchema,
  postSavedSongs: saveSongBodySchema,
  postResponseSave: saveResponseBodySchema,
  deleteResponseSave: unsaveResponseBodySchema,
  postRequestGenres: requestGenresBodySchema,
  postFeedback: createFeedbackBodySchema,
  patchFeedbackStatus: feedbackStatusBodySchema,
  patchFeedbackPriority: feedbackPriorityBodySchema,
  postAdminUpdateRequestGenres: requestGenreIdsBodySchema,
  postAdminIntelligentReprocessRequests: reprocessBodySchema,
  postAdminIntelligentReprocessResponses: reprocessBodySchema,
  postAdminClearAndReprocessAll: reprocessBodySchema,
  postAdminUpdateResponseGenres: updateResponseGenresBodySchema,
  postSpotifyAuthorize: spotifyAuthorizeBodySchema,
  patchUserSpotify: spotifyConnectBodySchema,
  postSpotifyMatch: spotifyMatchBodySchema,
  postSpotifyPlaylists: spotifyPlaylistBodySchema,
  patchUser: displayNameBodySchema,
  putUserHandle: handleBodySchema,
  putUserLocale: localeBodySchema,
  patchRequest: editRequestBodySchema,
  patchResponse: editResponseBodySchema,
  postPushSubscriptions: pushSubscriptionBodySchema,
  deletePushSubscriptions: pushUnsubscribeBodySchema,
  putPushSettings: pushSettingsBodySchema,
  putEmailDigest: emailDigestBodySchema,
  postResponseReplies: replyBodySchema,
  patchReply: replyBodySchema,
} satisfies Partial<Record<ApiRouteName, z.ZodType>>;

/** Bodies that are not JSON: the picture upload sends the image file as it is. */
interface RawBodies {
  putUserPicture: Blob;
}

/** Route names that take a JSON body. */
export type BodyRouteName = keyof typeof API_BODIES;

/**
 * The body route `N` takes, as the caller writes it (zod's input type: defaults may be left out);
 * `never` for a route that takes none.
 */
export type ApiBody<N extends ApiRouteName> = N extends BodyRouteName
  ? z.input<(typeof API_BODIES)[N]>
  : N extends keyof RawBodies
    ? RawBodies[N]
    : never;
