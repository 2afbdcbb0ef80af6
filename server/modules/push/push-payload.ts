/** What a push shows: the bell's words for one notification, its context and its link. */
import { notificationHref } from '../../../common/notification-text';
import type { PushPayload } from '../../../common/schemas/push';
import type { ResponseVerdict } from '../../../common/verdicts';
import type { ReportReason } from '../../../common/moderation-text';
import { notificationWords } from '../../lib/notification-words';
import type { PushRow } from './push.repository';

/**
 * The payload of one notification: words as in the bell (a group of one) in the recipient's saved
 * language, the song or request under them.
 */
export function pushPayloadOf(row: PushRow): PushPayload {
  const title = notificationWords(row.locale, {
    type: row.type,
    latestActor: { displayName: row.actorName },
    actorCount: 1,
    count: 1,
    verdict: row.verdict as ResponseVerdict | null,
    genre: row.genreName === null ? null : { name: row.genreName },
    reason: row.reason as ReportReason | null,
    responseId: row.responseId,
  });
  return {
    title,
    body: row.songTitle ?? row.requestText ?? '',
    url: notificationHref({ type: row.type, requestId: row.requestId, responseId: row.responseId }),
    tag: `${row.type}-${row.requestId}-${row.responseId ?? row.genreId ?? ''}`,
  };
}
