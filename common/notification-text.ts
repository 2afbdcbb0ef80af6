/**
 * Notification types and the words of the bell (issue 14), without zod: the header's bell is in
 * the first paint. The API's schemas are in common/schemas/notifications.ts.
 */
import { VERDICT_LABELS, type ResponseVerdict } from './verdicts';

export const NOTIFICATION_TYPES = [
  'response_to_your_request',
  'followed_request_answered',
  'response_upvoted',
  'response_saved',
  'response_cosigned',
  'response_rated',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Types grouped per request (every answer to it); the others are grouped per answer. */
export const REQUEST_GROUPED_TYPES: readonly NotificationType[] = ['response_to_your_request', 'followed_request_answered'];

/** What the words of a group need. */
interface GroupWords {
  type: NotificationType;
  latestActor: { displayName: string };
  actorCount: number;
  verdict: ResponseVerdict | null;
}

const who = (g: Pick<GroupWords, 'latestActor' | 'actorCount'>) => {
  const others = g.actorCount - 1;
  return others <= 0 ? g.latestActor.displayName : `${g.latestActor.displayName} and ${others} ${others === 1 ? 'other' : 'others'}`;
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
      return g.verdict ? `${who(g)} marked your recommendation “${VERDICT_LABELS[g.verdict]}”` : `${who(g)} rated your recommendation`;
  }
}

/** Where a group leads: the request, anchored to the answer for per-answer types. */
export function notificationHref(g: { type: NotificationType; requestId: number; responseId: number }): string {
  return REQUEST_GROUPED_TYPES.includes(g.type) ? `/requests/${g.requestId}` : `/requests/${g.requestId}#response-${g.responseId}`;
}
