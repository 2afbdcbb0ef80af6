/**
 * The answer schema of each route of api-routes.ts, by the same name: the zod schema the server
 * serialises that route's 2xx body through. Development and tests only (client/lib/dev-contract.ts
 * parses answers with it; server/api-routes.test.ts holds it equal to the registered routes), so
 * the production bundle never carries zod. Routes whose answer is not JSON the client reads are
 * absent and listed in NOT_JSON_ROUTES; the test holds every other route to have its schema here.
 */
import { z } from 'zod';
import { sessionsEndedSchema, staffAccountSchema } from './schemas/account-controls';
import { activityItemSchema } from './schemas/activity';
import {
  adminDataRequestsPageSchema,
  adminDataResponsesPageSchema,
  adminDataSavesPageSchema,
  adminDataStatsSchema,
  adminDataUsersPageSchema,
  adminGenreStatsSchema,
} from './schemas/admin-data';
import { auditLogPageSchema } from './schemas/audit-log';
import {
  handleStateSchema,
  memberSearchPageSchema,
  mentionSuggestionsSchema,
} from './schemas/member-handles';
import {
  securityKeyAddedSchema,
  securityKeyListSchema,
  securityKeyPassedSchema,
  webauthnOptionsSchema,
} from './schemas/security-keys';
import {
  emailVerifiedSchema,
  resetRequestedSchema,
  secondFactorPassedSchema,
  sessionListSchema,
  signedOutSchema,
  successSchema,
  totpEnabledSchema,
  totpSetupSchema,
} from './schemas/auth';
import {
  cosignResultSchema,
  cosignWithdrawnSchema,
  memberTasteSchema,
  verdictResultSchema,
} from './schemas/cosigns-and-verdicts';
import { emailDigestSchema } from './schemas/email-digests';
import { feedbackItemSchema } from './schemas/feedback';
import {
  genreCategorySchema,
  genreSchema,
  genreSuggestionResultSchema,
  requestGenresResultSchema,
  userGenreSchema,
} from './schemas/genres';
import { gifSchema } from './schemas/gifs';
import { healthSchema, readySchema } from './schemas/health';
import {
  blockListSchema,
  blockStateSchema,
  deletedSchema,
  requestEditedSchema,
  responseEditedSchema,
} from './schemas/moderation';
import {
  followStateSchema,
  notificationPageSchema,
  notificationSettingsSchema,
  unreadCountSchema,
} from './schemas/notifications';
import { playRecordedSchema } from './schemas/plays';
import {
  pushPublicKeySchema,
  pushSettingsSchema,
  pushSubscribedSchema,
  pushUnsubscribedSchema,
} from './schemas/push';
import { replyDeletedSchema, replyPageSchema, replySchema } from './schemas/replies';
import {
  moderationActionResultSchema,
  reportCreatedSchema,
  reportQueueSchema,
} from './schemas/reports';
import { feedPageSchema, requestItemSchema } from './schemas/requests';
import { responseItemSchema } from './schemas/responses';
import {
  removedSaveSchema,
  saveResultSchema,
  savedSongGroupSchema,
  savedStateSchema,
} from './schemas/saved-songs';
import { pageSchema, songDataOutputSchema } from './schemas/shared';
import {
  spotifyAuthorizationSchema,
  spotifyConfigSchema,
  spotifyPlaylistSchema,
  spotifyStatusSchema,
  spotifyTokenSchema,
} from './schemas/spotify';
import { upvoteResultSchema, viewerStateSchema } from './schemas/upvotes';
import { userFollowStateSchema } from './schemas/user-follows';
import { publicProfileSchema, sessionUserSchema } from './schemas/users';
import {
  allQueuedSchema,
  fixedResponsesPageSchema,
  noGenreRequestsPageSchema,
  noGenreResponsesPageSchema,
  processingDashboardStatsSchema,
  qualityReviewResultsPageSchema,
  qualityReviewRunStartedSchema,
  requestGenresUpdatedSchema,
  requestsQueuedSchema,
  responsesQueuedSchema,
  taggingStatsSchema,
  updateResponseGenresResultSchema,
} from './processing';
import type { ApiRouteName } from './api-routes';

export const API_CONTRACT = {
  postAuthRegister: sessionUserSchema,
  postAuthLogin: sessionUserSchema,
  postAuthLogout: successSchema,
  getAuthMe: sessionUserSchema,
  getAuthUnlock: successSchema,
  postAuthVerifyEmail: emailVerifiedSchema,
  postAuthVerifyEmailResend: successSchema,
  postAuthForgotPassword: resetRequestedSchema,
  postAuthResetPassword: successSchema,
  postAuthResetPasswordCheck: successSchema,
  postAuthChangePassword: signedOutSchema,
  getAuthSessions: sessionListSchema,
  deleteAuthSession: successSchema,
  postAuthSessionsSignOutOthers: signedOutSchema,
  getAdminAccounts: staffAccountSchema,
  postAdminUserSuspend: staffAccountSchema,
  postAdminUserUnsuspend: staffAccountSchema,
  postAdminUserSessionsEnd: sessionsEndedSchema,
  postAdminUserTwoFactorReset: staffAccountSchema,
  postAdminUserUnlock: successSchema,
  postAuthTwoFactorSetup: totpSetupSchema,
  postAuthTwoFactorEnable: totpEnabledSchema,
  postAuthTwoFactorVerify: secondFactorPassedSchema,
  postAuthTwoFactorDisable: successSchema,
  getAuthWebauthnKeys: securityKeyListSchema,
  deleteAuthWebauthnKey: successSchema,
  postAuthWebauthnRegisterOptions: webauthnOptionsSchema,
  postAuthWebauthnRegisterVerify: securityKeyAddedSchema,
  postAuthWebauthnAuthenticateOptions: webauthnOptionsSchema,
  postAuthWebauthnAuthenticateVerify: securityKeyPassedSchema,
  getGenres: z.union([z.array(genreCategorySchema), z.array(genreSchema)]),
  postGenresSuggest: genreSuggestionResultSchema,
  getUserGenres: z.array(userGenreSchema),
  postUserGenres: z.array(userGenreSchema),
  postRequests: requestItemSchema,
  getRequest: requestItemSchema,
  getRequests: feedPageSchema,
  getUserRequests: feedPageSchema,
  getRequestResponses: z.array(responseItemSchema),
  postRequestResponses: responseItemSchema,
  postRequestUpvote: upvoteResultSchema,
  postResponseUpvote: upvoteResultSchema,
  getRequestUpvoted: viewerStateSchema,
  postResponseCosigns: cosignResultSchema,
  deleteResponseCosignsMine: cosignWithdrawnSchema,
  putResponseVerdict: verdictResultSchema,
  deleteResponseVerdict: verdictResultSchema,
  getUserTaste: memberTasteSchema,
  getNotifications: notificationPageSchema,
  getNotificationsUnreadCount: unreadCountSchema,
  postNotificationsRead: unreadCountSchema,
  postNotificationsReadAll: unreadCountSchema,
  getNotificationsSettings: notificationSettingsSchema,
  putNotificationsSettings: notificationSettingsSchema,
  getRequestFollow: followStateSchema,
  putRequestFollow: followStateSchema,
  deleteRequestFollow: followStateSchema,
  postReports: reportCreatedSchema,
  getAdminReports: reportQueueSchema,
  postAdminModeration: moderationActionResultSchema,
  postSavedSongs: saveResultSchema,
  postResponseSave: saveResultSchema,
  deleteResponseSave: saveResultSchema,
  deleteSavedSong: removedSaveSchema,
  getUserSavedSong: savedStateSchema,
  getUserSavedSongs: z.array(savedSongGroupSchema),
  getYoutubeSearch: z.array(songDataOutputSchema),
  getYoutubeVideo: songDataOutputSchema,
  getGifsSearch: z.array(gifSchema),
  getGifsTrending: z.array(gifSchema),
  postRequestGenres: requestGenresResultSchema,
  postResponsePlay: playRecordedSchema,
  getUser: publicProfileSchema,
  getProfile: publicProfileSchema,
  getUserHandle: handleStateSchema,
  putUserHandle: handleStateSchema,
  getUserMentions: mentionSuggestionsSchema,
  getUserSearch: memberSearchPageSchema,
  getUserActivity: pageSchema(activityItemSchema),
  postFeedback: feedbackItemSchema,
  getFeedback: pageSchema(feedbackItemSchema),
  patchFeedbackStatus: feedbackItemSchema,
  patchFeedbackPriority: feedbackItemSchema,
  getAdminDataStats: adminDataStatsSchema,
  getAdminDataUsers: adminDataUsersPageSchema,
  getAdminDataRequests: adminDataRequestsPageSchema,
  getAdminDataResponses: adminDataResponsesPageSchema,
  getAdminDataSaves: adminDataSavesPageSchema,
  getAdminDataGenres: adminGenreStatsSchema,
  getAdminAuditLog: auditLogPageSchema,
  getAdminProcessingDashboardStats: processingDashboardStatsSchema,
  getAdminProcessingStats: taggingStatsSchema,
  getAdminNoGenreRequests: noGenreRequestsPageSchema,
  getAdminNoGenreResponses: noGenreResponsesPageSchema,
  postAdminUpdateRequestGenres: requestGenresUpdatedSchema,
  postAdminIntelligentReprocessRequests: requestsQueuedSchema,
  postAdminIntelligentReprocessResponses: responsesQueuedSchema,
  postAdminClearAndReprocessAll: allQueuedSchema,
  getAdminQualityReviewResults: qualityReviewResultsPageSchema,
  getAdminFixedResponses: fixedResponsesPageSchema,
  postAdminUpdateResponseGenres: updateResponseGenresResultSchema,
  postAdminQualityReviewRun: qualityReviewRunStartedSchema,
  getSpotifyConfig: spotifyConfigSchema,
  postSpotifyAuthorize: spotifyAuthorizationSchema,
  getUserSpotify: spotifyStatusSchema,
  patchUserSpotify: spotifyStatusSchema,
  deleteUserSpotify: spotifyStatusSchema,
  getUserSpotifyToken: spotifyTokenSchema,
  getSpotifySearch: z.array(songDataOutputSchema),
  getSpotifyTrack: songDataOutputSchema,
  postSpotifyPlay: playRecordedSchema,
  postSpotifyMatch: songDataOutputSchema,
  postSpotifyPlaylists: spotifyPlaylistSchema,
  postAccountDelete: successSchema,
  patchUser: sessionUserSchema,
  deleteUserPicture: sessionUserSchema,
  putUserPicture: sessionUserSchema,
  putUserLocale: sessionUserSchema,
  patchRequest: requestEditedSchema,
  patchResponse: responseEditedSchema,
  deleteRequest: deletedSchema,
  deleteResponse: deletedSchema,
  getBlocks: blockListSchema,
  putUserBlock: blockStateSchema,
  deleteUserBlock: blockStateSchema,
  getPushPublicKey: pushPublicKeySchema,
  getPushSettings: pushSettingsSchema,
  putPushSettings: pushSettingsSchema,
  postPushSubscriptions: pushSubscribedSchema,
  deletePushSubscriptions: pushUnsubscribedSchema,
  getEmailDigest: emailDigestSchema,
  putEmailDigest: emailDigestSchema,
  getResponseReplies: replyPageSchema,
  postResponseReplies: replySchema,
  patchReply: replySchema,
  deleteReply: replyDeletedSchema,
  postUserFollow: userFollowStateSchema,
  deleteUserFollow: userFollowStateSchema,
  getHealth: healthSchema,
  getReady: readySchema,
} satisfies Partial<Record<ApiRouteName, z.ZodType>>;

/**
 * Routes left out of the contract because their 2xx answer is not a JSON body the client parses:
 * the OpenAPI document, the notification event stream, CSV and account exports (file downloads
 * through a link) and stored pictures.
 */
export const NOT_JSON_ROUTES = [
  'getOpenapiJson',
  'getNotificationsStream',
  'getAdminDataExportUsers',
  'getAdminDataExportRequests',
  'getAdminDataExportResponses',
  'getAdminDataExportSaves',
  'getAdminDataExportUserGenres',
  'getAdminDataExportRequestGenres',
  'getAdminAuditLogExport',
  'getAccountExport',
  'getPicture',
] as const satisfies readonly ApiRouteName[];

/** Route names that have an answer schema. */
export type ContractedRouteName = keyof typeof API_CONTRACT;

/** The answer of route `N` as the client reads it (zod's output type of its schema). */
export type ApiAnswer<N extends ContractedRouteName> = z.output<(typeof API_CONTRACT)[N]>;
