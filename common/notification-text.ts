/**
 * Notification types and where they lead, without zod: the header's bell is in the first paint.
 * What they say is in the catalogues (common/notification-message.ts); the API's schemas are in
 * common/schemas/notifications.ts.
 */

export const NOTIFICATION_TYPES = [
  'response_to_your_request',
  'followed_request_answered',
  'response_upvoted',
  'response_saved',
  'response_cosigned',
  'response_rated',
  'watched_genre_request',
  'content_hidden',
  'followed_member_request',
  // Replies under an answer: one per recipient and reply, grouped per answer.
  'reply_to_your_response',
  'reply_on_your_request',
  'reply_mention',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Types grouped per request (every answer to it; followed_member_request: the request itself);
 * watched_genre_request per genre; the others per answer.
 */
export const REQUEST_GROUPED_TYPES: readonly NotificationType[] = [
  'response_to_your_request',
  'followed_request_answered',
  'followed_member_request',
];

/** New requests a watcher hears of per rolling 24 hours, across all watched genres. */
export const WATCHED_GENRE_DAILY_MAX = 3;

/**
 * New requests of followed members a follower hears of per rolling 24 hours, across everyone they
 * follow (docs/decisions/030): following many busy askers must not flood the bell.
 */
export const FOLLOWED_MEMBER_DAILY_MAX = 10;

/** Genres a member may watch. */
export const MAX_WATCHED_GENRES = 10;

/** What each type is called on /profile's notification settings. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  response_to_your_request: 'Someone answers your request',
  followed_request_answered: 'A request you follow gets an answer',
  response_upvoted: 'Your recommendation is upvoted',
  response_saved: 'Your recommendation is saved',
  response_cosigned: 'Your recommendation is co-signed',
  response_rated: 'The asker rates your recommendation',
  watched_genre_request: `A new request in a genre you watch (at most ${WATCHED_GENRE_DAILY_MAX} a day)`,
  content_hidden: 'Staff hide something you posted',
  followed_member_request: `Someone you follow asks for music (at most ${FOLLOWED_MEMBER_DAILY_MAX} a day)`,
  reply_to_your_response: 'Someone replies to your recommendation',
  reply_on_your_request: 'Someone replies under an answer to your request',
  reply_mention: 'Someone mentions you in a reply',
};

/** Where a group leads: the (newest) request, anchored to the answer for per-answer types. */
export function notificationHref(g: {
  type: NotificationType;
  requestId: number;
  responseId: number | null;
}): string {
  return REQUEST_GROUPED_TYPES.includes(g.type) || g.responseId === null
    ? `/requests/${g.requestId}`
    : `/requests/${g.requestId}#response-${g.responseId}`;
}
