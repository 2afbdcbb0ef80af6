/**
 * What a notification group says, as a catalogue message (decision 047): the key and its values,
 * for the bell (client, `t`) and for pushes and the digest's lines (server, in the recipient's
 * saved language). The English of these keys is the bell's wording of common/notification-text.ts.
 * Verdict and reason labels come from the caller, who translates them with its own catalogue.
 */
import type { ReportReason } from './moderation-text';
import type { NotificationType } from './notification-text';
import type { ResponseVerdict } from './verdicts';

/** The catalogue keys of the notification texts. */
export type NotificationMessageId =
  | 'notification.response_to_your_request'
  | 'notification.followed_request_answered'
  | 'notification.response_upvoted'
  | 'notification.response_saved'
  | 'notification.response_cosigned'
  | 'notification.response_rated'
  | 'notification.response_marked'
  | 'notification.reply_to_your_response'
  | 'notification.reply_on_your_request'
  | 'notification.reply_mention'
  | 'notification.content_hidden'
  | 'notification.content_hidden_why'
  | 'notification.followed_member_request'
  | 'notification.watched_genre_request'
  | 'notification.watched_genre_request_any';

/** The group as the words need it (the bell's group or a push's single notification). */
export interface NotificationWordsInput {
  type: NotificationType;
  latestActor: { displayName: string };
  actorCount: number;
  /** Notifications in the group (new requests, for watched_genre_request). */
  count?: number;
  verdict: ResponseVerdict | null;
  genre?: { name: string } | null;
  reason?: ReportReason | null;
  responseId?: number | null;
  replyId?: number | null;
}

/** The caller's labels of verdicts and report reasons, in the language it formats in. */
export interface NotificationLabels {
  verdict: (verdict: ResponseVerdict) => string;
  reason: (reason: ReportReason) => string;
}

export interface NotificationMessage {
  id: NotificationMessageId;
  values: Record<string, string | number>;
}

/** The key and values of what group `g` says. Pure. */
export function notificationMessage(
  g: NotificationWordsInput,
  labels: NotificationLabels,
): NotificationMessage {
  const name = g.latestActor.displayName;
  const actors = { name, others: Math.max(g.actorCount - 1, 0) };
  switch (g.type) {
    case 'response_rated':
      return g.verdict
        ? {
            id: 'notification.response_marked',
            values: { ...actors, verdict: labels.verdict(g.verdict) },
          }
        : { id: 'notification.response_rated', values: actors };
    case 'content_hidden': {
      // Who among staff did it is not said: the member hears what and why.
      const what = g.replyId ? 'reply' : g.responseId ? 'recommendation' : 'request';
      return g.reason
        ? {
            id: 'notification.content_hidden_why',
            values: { what, reason: labels.reason(g.reason) },
          }
        : { id: 'notification.content_hidden', values: { what } };
    }
    case 'followed_member_request':
      return { id: 'notification.followed_member_request', values: { name } };
    case 'watched_genre_request': {
      const count = g.count ?? 1;
      return g.genre
        ? { id: 'notification.watched_genre_request', values: { name, count, genre: g.genre.name } }
        : { id: 'notification.watched_genre_request_any', values: { name, count } };
    }
    default:
      return { id: `notification.${g.type}`, values: actors };
  }
}
