/**
 * Every /api route of the server, by name: the one table the client builds its URLs from
 * (decision 036). Plain data with no zod, so it can ship in the production bundle; the answer
 * schema of each name lives beside it in api-contract.ts (development and tests only).
 * A name is the HTTP method and the path's words, a noun made singular before its id
 * (`GET /api/requests/:id` is `getRequest`). server/api-routes.test.ts fails when this table and
 * the routes Fastify registers differ.
 */

/** The HTTP methods the API uses. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route: its method and its path template, with `:name` placeholders as Fastify writes them. */
export interface ApiRoute {
  readonly method: ApiMethod;
  readonly path: string;
}

export const API_ROUTES = {
  getOpenapiJson: { method: 'GET', path: '/api/openapi.json' },
  postAuthRegister: { method: 'POST', path: '/api/auth/register' },
  postAuthLogin: { method: 'POST', path: '/api/auth/login' },
  postAuthLogout: { method: 'POST', path: '/api/auth/logout' },
  getAuthMe: { method: 'GET', path: '/api/auth/me' },
  getAuthUnlock: { method: 'GET', path: '/api/auth/unlock' },
  postAuthVerifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  postAuthVerifyEmailResend: { method: 'POST', path: '/api/auth/verify-email/resend' },
  postAuthForgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  postAuthResetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  postAuthResetPasswordCheck: { method: 'POST', path: '/api/auth/reset-password/check' },
  postAuthChangePassword: { method: 'POST', path: '/api/auth/change-password' },
  getAuthSessions: { method: 'GET', path: '/api/auth/sessions' },
  deleteAuthSession: { method: 'DELETE', path: '/api/auth/sessions/:id' },
  postAuthSessionsSignOutOthers: { method: 'POST', path: '/api/auth/sessions/sign-out-others' },
  getAdminAccounts: { method: 'GET', path: '/api/admin/accounts' },
  postAdminUserSuspend: { method: 'POST', path: '/api/admin/users/:id/suspend' },
  postAdminUserUnsuspend: { method: 'POST', path: '/api/admin/users/:id/unsuspend' },
  postAdminUserSessionsEnd: { method: 'POST', path: '/api/admin/users/:id/sessions/end' },
  postAdminUserTwoFactorReset: { method: 'POST', path: '/api/admin/users/:id/2fa/reset' },
  postAdminUserUnlock: { method: 'POST', path: '/api/admin/users/:id/unlock' },
  postAuthTwoFactorSetup: { method: 'POST', path: '/api/auth/2fa/setup' },
  postAuthTwoFactorEnable: { method: 'POST', path: '/api/auth/2fa/enable' },
  postAuthTwoFactorVerify: { method: 'POST', path: '/api/auth/2fa/verify' },
  postAuthTwoFactorDisable: { method: 'POST', path: '/api/auth/2fa/disable' },
  getAuthWebauthnKeys: { method: 'GET', path: '/api/auth/webauthn/keys' },
  deleteAuthWebauthnKey: { method: 'DELETE', path: '/api/auth/webauthn/keys/:id' },
  postAuthWebauthnRegisterOptions: { method: 'POST', path: '/api/auth/webauthn/register/options' },
  postAuthWebauthnRegisterVerify: { method: 'POST', path: '/api/auth/webauthn/register/verify' },
  postAuthWebauthnAuthenticateOptions: {
    method: 'POST',
    path: '/api/auth/webauthn/authenticate/options',
  },
  postAuthWebauthnAuthenticateVerify: {
    method: 'POST',
    path: '/api/auth/webauthn/authenticate/verify',
  },
  getGenres: { method: 'GET', path: '/api/genres' },
  postGenresSuggest: { method: 'POST', path: '/api/genres/suggest' },
  getUserGenres: { method: 'GET', path: '/api/users/:id/genres' },
  postUserGenres: { method: 'POST', path: '/api/users/:id/genres' },
  postRequests: { method: 'POST', path: '/api/requests' },
  getRequest: { method: 'GET', path: '/api/requests/:id' },
  getRequests: { method: 'GET', path: '/api/requests' },
  getUserRequests: { method: 'GET', path: '/api/users/:id/requests' },
  putFeedSeen: { method: 'PUT', path: '/api/feed/seen' },
  getRequestResponses: { method: 'GET', path: '/api/requests/:id/responses' },
  postRequestResponses: { method: 'POST', path: '/api/requests/:id/responses' },
  postRequestUpvote: { method: 'POST', path: '/api/requests/:id/upvote' },
  postResponseUpvote: { method: 'POST', path: '/api/responses/:id/upvote' },
  getRequestUpvoted: { method: 'GET', path: '/api/requests/:id/upvoted' },
  postResponseCosigns: { method: 'POST', path: '/api/responses/:id/cosigns' },
  deleteResponseCosignsMine: { method: 'DELETE', path: '/api/responses/:id/cosigns/mine' },
  putResponseVerdict: { method: 'PUT', path: '/api/responses/:id/verdict' },
  deleteResponseVerdict: { method: 'DELETE', path: '/api/responses/:id/verdict' },
  getUserTaste: { method: 'GET', path: '/api/users/:id/taste' },
  getNotifications: { method: 'GET', path: '/api/notifications' },
  getNotificationsUnreadCount: { method: 'GET', path: '/api/notifications/unread-count' },
  postNotificationsRead: { method: 'POST', path: '/api/notifications/read' },
  postNotificationsReadAll: { method: 'POST', path: '/api/notifications/read-all' },
  getNotificationsSettings: { method: 'GET', path: '/api/notifications/settings' },
  putNotificationsSettings: { method: 'PUT', path: '/api/notifications/settings' },
  getRequestFollow: { method: 'GET', path: '/api/requests/:id/follow' },
  putRequestFollow: { method: 'PUT', path: '/api/requests/:id/follow' },
  deleteRequestFollow: { method: 'DELETE', path: '/api/requests/:id/follow' },
  getNotificationsStream: { method: 'GET', path: '/api/notifications/stream' },
  postReports: { method: 'POST', path: '/api/reports' },
  getAdminReports: { method: 'GET', path: '/api/admin/reports' },
  postAdminModeration: { method: 'POST', path: '/api/admin/moderation' },
  postSavedSongs: { method: 'POST', path: '/api/saved-songs' },
  postResponseSave: { method: 'POST', path: '/api/responses/:id/save' },
  deleteResponseSave: { method: 'DELETE', path: '/api/responses/:id/save' },
  deleteSavedSong: { method: 'DELETE', path: '/api/saved-songs/:savedId' },
  getUserSavedSong: { method: 'GET', path: '/api/users/:id/saved-songs/:responseId' },
  getUserSavedSongs: { method: 'GET', path: '/api/users/:id/saved-songs' },
  getYoutubeSearch: { method: 'GET', path: '/api/youtube/search' },
  getYoutubeVideo: { method: 'GET', path: '/api/youtube/videos/:videoId' },
  getGifsSearch: { method: 'GET', path: '/api/gifs/search' },
  getGifsTrending: { method: 'GET', path: '/api/gifs/trending' },
  postRequestGenres: { method: 'POST', path: '/api/requests/:id/genres' },
  postResponsePlay: { method: 'POST', path: '/api/responses/:id/play' },
  getUser: { method: 'GET', path: '/api/users/:id' },
  getProfile: { method: 'GET', path: '/api/profile/:slug' },
  getUserHandle: { method: 'GET', path: '/api/users/:id/handle' },
  putUserHandle: { method: 'PUT', path: '/api/users/:id/handle' },
  getUserMentions: { method: 'GET', path: '/api/users/mentions' },
  getUserSearch: { method: 'GET', path: '/api/users/search' },
  getUserActivity: { method: 'GET', path: '/api/users/:id/activity' },
  postFeedback: { method: 'POST', path: '/api/feedback' },
  getFeedback: { method: 'GET', path: '/api/feedback' },
  patchFeedbackStatus: { method: 'PATCH', path: '/api/feedback/:id/status' },
  patchFeedbackPriority: { method: 'PATCH', path: '/api/feedback/:id/priority' },
  getAdminDataStats: { method: 'GET', path: '/api/admin/data/stats' },
  getAdminDataUsers: { method: 'GET', path: '/api/admin/data/users' },
  getAdminDataRequests: { method: 'GET', path: '/api/admin/data/requests' },
  getAdminDataResponses: { method: 'GET', path: '/api/admin/data/responses' },
  getAdminDataSaves: { method: 'GET', path: '/api/admin/data/saves' },
  getAdminDataGenres: { method: 'GET', path: '/api/admin/data/genres' },
  getAdminDataExportUsers: { method: 'GET', path: '/api/admin/data/export/users' },
  getAdminDataExportRequests: { method: 'GET', path: '/api/admin/data/export/requests' },
  getAdminDataExportResponses: { method: 'GET', path: '/api/admin/data/export/responses' },
  getAdminDataExportSaves: { method: 'GET', path: '/api/admin/data/export/saves' },
  getAdminDataExportUserGenres: { method: 'GET', path: '/api/admin/data/export/user_genres' },
  getAdminDataExportRequestGenres: { method: 'GET', path: '/api/admin/data/export/request_genres' },
  getAdminAuditLog: { method: 'GET', path: '/api/admin/audit-log' },
  getAdminAuditLogExport: { method: 'GET', path: '/api/admin/audit-log/export' },
  getAdminProcessingDashboardStats: {
    method: 'GET',
    path: '/api/admin/processing-dashboard-stats',
  },
  getAdminProcessingStats: { method: 'GET', path: '/api/admin/processing-stats' },
  getAdminNoGenreRequests: { method: 'GET', path: '/api/admin/no-genre-requests' },
  getAdminNoGenreResponses: { method: 'GET', path: '/api/admin/no-genre-responses' },
  postAdminUpdateRequestGenres: {
    method: 'POST',
    path: '/api/admin/update-request-genres/:requestId',
  },
  postAdminIntelligentReprocessRequests: {
    method: 'POST',
    path: '/api/admin/intelligent-reprocess-requests',
  },
  postAdminIntelligentReprocessResponses: {
    method: 'POST',
    path: '/api/admin/intelligent-reprocess-responses',
  },
  postAdminClearAndReprocessAll: { method: 'POST', path: '/api/admin/clear-and-reprocess-all' },
  getAdminQualityReviewResults: { method: 'GET', path: '/api/admin/quality-review-results' },
  getAdminFixedResponses: { method: 'GET', path: '/api/admin/fixed-responses' },
  postAdminUpdateResponseGenres: { method: 'POST', path: '/api/admin/update-response-genres/:id' },
  postAdminQualityReviewRun: { method: 'POST', path: '/api/admin/quality-review-run' },
  getSpotifyConfig: { method: 'GET', path: '/api/spotify/config' },
  postSpotifyAuthorize: { method: 'POST', path: '/api/spotify/authorize' },
  getUserSpotify: { method: 'GET', path: '/api/users/:id/spotify' },
  patchUserSpotify: { method: 'PATCH', path: '/api/users/:id/spotify' },
  deleteUserSpotify: { method: 'DELETE', path: '/api/users/:id/spotify' },
  getUserSpotifyToken: { method: 'GET', path: '/api/users/:id/spotify-token' },
  getSpotifySearch: { method: 'GET', path: '/api/spotify/search' },
  getSpotifyTrack: { method: 'GET', path: '/api/spotify/tracks/:id' },
  postSpotifyPlay: { method: 'POST', path: '/api/spotify/play/:id' },
  postSpotifyMatch: { method: 'POST', path: '/api/spotify/match' },
  postSpotifyPlaylists: { method: 'POST', path: '/api/spotify/playlists' },
  getAccountExport: { method: 'GET', path: '/api/account/export' },
  postAccountDelete: { method: 'POST', path: '/api/account/delete' },
  patchUser: { method: 'PATCH', path: '/api/users/:id' },
  deleteUserPicture: { method: 'DELETE', path: '/api/users/:id/picture' },
  getPicture: { method: 'GET', path: '/api/pictures/:file' },
  putUserPicture: { method: 'PUT', path: '/api/users/:id/picture' },
  putUserLocale: { method: 'PUT', path: '/api/users/:id/locale' },
  patchRequest: { method: 'PATCH', path: '/api/requests/:id' },
  patchResponse: { method: 'PATCH', path: '/api/responses/:id' },
  deleteRequest: { method: 'DELETE', path: '/api/requests/:id' },
  deleteResponse: { method: 'DELETE', path: '/api/responses/:id' },
  getBlocks: { method: 'GET', path: '/api/blocks' },
  putUserBlock: { method: 'PUT', path: '/api/users/:id/block' },
  deleteUserBlock: { method: 'DELETE', path: '/api/users/:id/block' },
  getPushPublicKey: { method: 'GET', path: '/api/push/public-key' },
  postPushSubscriptions: { method: 'POST', path: '/api/push/subscriptions' },
  deletePushSubscriptions: { method: 'DELETE', path: '/api/push/subscriptions' },
  getPushSettings: { method: 'GET', path: '/api/push/settings' },
  putPushSettings: { method: 'PUT', path: '/api/push/settings' },
  getEmailDigest: { method: 'GET', path: '/api/email-digest' },
  putEmailDigest: { method: 'PUT', path: '/api/email-digest' },
  getResponseReplies: { method: 'GET', path: '/api/responses/:id/replies' },
  postResponseReplies: { method: 'POST', path: '/api/responses/:id/replies' },
  patchReply: { method: 'PATCH', path: '/api/replies/:id' },
  deleteReply: { method: 'DELETE', path: '/api/replies/:id' },
  postUserFollow: { method: 'POST', path: '/api/users/:id/follow' },
  deleteUserFollow: { method: 'DELETE', path: '/api/users/:id/follow' },
  getFediversePublish: { method: 'GET', path: '/api/account/fediverse' },
  putFediversePublish: { method: 'PUT', path: '/api/account/fediverse' },
  getFederationLookup: { method: 'GET', path: '/api/federation/lookup' },
  getAdminFederationBlocks: { method: 'GET', path: '/api/admin/federation/blocks' },
  postAdminFederationBlocks: { method: 'POST', path: '/api/admin/federation/blocks' },
  deleteAdminFederationBlock: { method: 'DELETE', path: '/api/admin/federation/blocks/:domain' },
  getHealth: { method: 'GET', path: '/api/health' },
  getReady: { method: 'GET', path: '/api/ready' },
} as const satisfies Record<string, ApiRoute>;

/** The name of a route of the table. */
export type ApiRouteName = keyof typeof API_ROUTES;

/** The `:placeholder` names of a path template, as a union (never when it has none). */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's path needs, one per placeholder (numbers for ids, strings for slugs). */
export type ApiPathParams<N extends ApiRouteName> = {
  [K in PathParamNames<(typeof API_ROUTES)[N]['path']>]: string | number;
};

/** The arguments of apiPath after the name: none for a fixed path, else the placeholder values. */
export type ApiPathArgs<N extends ApiRouteName> = [
  PathParamNames<(typeof API_ROUTES)[N]['path']>,
] extends [never]
  ? []
  : [params: ApiPathParams<N>];

/**
 * The path of route `name` with its placeholders filled from `params`, each value URI-encoded
 * (`apiPath('getRequest', { id: 7 })` is `/api/requests/7`). Throws when a value is missing,
 * which the types already rule out for typed callers.
 */
export function apiPath<N extends ApiRouteName>(name: N, ...args: ApiPathArgs<N>): string {
  const params = (args[0] ?? {}) as Record<string, string | number | undefined>;
  return API_ROUTES[name].path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`apiPath(${name}): no value for :${key}`);
    return encodeURIComponent(String(value));
  });
}
