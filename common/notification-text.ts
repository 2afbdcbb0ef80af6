/**
 * Notification types and the words of the bell, without zod: the header's bell is in
 * the first paint. The API's schemas are in common/schemas/notifications.ts.
 */
import { VERDICT_LABELS, type ResponseVerdict } from './verdicts';
import { REPORT_REASON_LABELS, type ReportReason } from './moderation-text';

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

/** What the words of a group need. */
interface GroupWords {
  type: NotificationType;
  latestActor: { displayName: string };
  actorCount: number;
  /** Notifications in the group (new requests, for watched_genre_request). */
  count?: number;
  verdict: ResponseVerdict | null;
  genre?: { name: string } | null;
  /** Why staff hid it (content_hidden). */
  reason?: ReportReason | null;
  /** Whether the group is about an answer (content_hidden: an answer rather than a request). */
  responseId?: number | null;
  /** Whether it is about a reply under an answer (content_hidden of a reply). */
  replyId?: number | null;
}

const who = (g: Pick<GroupWords, 'latestActor' | 'actorCount'>) => {
  const others = g.actorCount - 1;
  return others <= 0
    ? g.latestActor.displayName
    : `${g.latestActor.displayName} and ${others} ${others === 1 ? 'other' : 'others'}`;
};

/** What a group says, e.g. "Ana and 4 others saved your recommendation". */
export function notificationText(g: GroupWords): string {
  switch (g.type) {
    case 'response_to_your_request':
      return `${who(g)} answered your request`;
    case 'followed_request_answered':
      return `${who(g)} answered a request you follow`;
    case 'response_upvoted':
      return `${who(g)} upvoted your recommendation`;
    case 'response_saved':
      return `${who(g)} saved your recommendation`;
    case 'response_cosigned':
      return `${who(g)} co-signed your recommendation`;
    case 'response_rated':
      return g.verdict
        ? `${who(g)} marked your recommendation “${VERDICT_LABELS[g.verdict]}”`
        : `${who(g)} rated your recommendation`;
    case 'reply_to_your_response':
      return `${who(g)} replied to your recommendation`;
    case 'reply_on_your_request':
      return `${who(g)} replied under an answer to your request`;
    case 'reply_mention':
      return `${who(g)} mentioned you in a reply`;
    case 'content_hidden': {
      // Who among staff did it is not said: the member hears what and why.
      const what = g.replyId ? 'reply' : g.responseId ? 'recommendation' : 'request';
      return g.reason
        ? `Staff hid your ${what}: ${REPORT_REASON_LABELS[g.reason]}`
        : `Staff hid your ${what}`;
    }
    case 'followed_member_request':
      return `${g.latestActor.displayName} asked for music`;
    case 'watched_genre_request': {
      const genre = g.genre?.name ?? 'a genre you watch';
      return (g.count ?? 1) > 1
        ? `${g.count} new requests in ${genre}`
        : `${g.latestActor.displayName} asked in ${genre}`;
    }
  }
}

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
