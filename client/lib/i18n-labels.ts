/**
 * Labels of shared codes in the page's language (decision 047): a verdict on an answer, the
 * reason of a report and a notification type's setting. English is common/verdicts.ts's,
 * common/moderation-text.ts's and common/notification-text.ts's wording.
 */
import type { ReportReason } from '@common/moderation-text';
import {
  FOLLOWED_MEMBER_DAILY_MAX,
  WATCHED_GENRE_DAILY_MAX,
  type NotificationType,
} from '@common/notification-text';
import type { ResponseVerdict } from '@common/verdicts';
import { t } from './i18n';

/** A verdict's label ("Loved it"). */
export function verdictLabel(verdict: ResponseVerdict): string {
  const labels: Record<ResponseVerdict, string> = {
    loved: t('verdict.loved'),
    new_to_me: t('verdict.new_to_me'),
    already_knew: t('verdict.already_knew'),
    not_for_me: t('verdict.not_for_me'),
  };
  return labels[verdict];
}

/** A report reason's label ("Spam or advertising"). */
export function reasonLabel(reason: ReportReason): string {
  const labels: Record<ReportReason, string> = {
    spam: t('report.reason.spam'),
    harassment: t('report.reason.harassment'),
    hateful: t('report.reason.hateful'),
    sexual: t('report.reason.sexual'),
    off_topic: t('report.reason.off_topic'),
    other: t('report.reason.other'),
  };
  return labels[reason];
}

/** What a notification type is called on /profile's notification and push settings. */
export function notificationTypeLabel(type: NotificationType): string {
  const labels: Record<NotificationType, string> = {
    response_to_your_request: t('notificationType.response_to_your_request'),
    followed_request_answered: t('notificationType.followed_request_answered'),
    response_upvoted: t('notificationType.response_upvoted'),
    response_saved: t('notificationType.response_saved'),
    response_cosigned: t('notificationType.response_cosigned'),
    response_rated: t('notificationType.response_rated'),
    watched_genre_request: t('notificationType.watched_genre_request', {
      max: WATCHED_GENRE_DAILY_MAX,
    }),
    content_hidden: t('notificationType.content_hidden'),
    followed_member_request: t('notificationType.followed_member_request', {
      max: FOLLOWED_MEMBER_DAILY_MAX,
    }),
    reply_to_your_response: t('notificationType.reply_to_your_response'),
    reply_on_your_request: t('notificationType.reply_on_your_request'),
    reply_mention: t('notificationType.reply_mention'),
  };
  return labels[type];
}
