/**
 * One notification group as a link to its place (the bell's popover and /notifications): what it
 * says, its context (the song or the request), how long ago, and an unread dot. Any type renders
 * through notificationMessage/notificationHref, so a type added to common/notification-text.ts shows
 * here once its message is in the catalogues (common/notification-message.ts).
 */
import { Link } from 'react-router';
import type { NotificationGroup } from '@common/schemas/notifications';
import { notificationHref } from '@common/notification-text';
import { notificationMessage } from '@common/notification-message';
import { relativeTime } from '@common/relative-time';
import type { MarkReadBody } from '@common/schemas/notifications';
import { t } from '../../../lib/i18n';
import { reasonLabel, verdictLabel } from '../../../lib/i18n-labels';

/** What `group` says, in the page's language. */
export function notificationWords(group: NotificationGroup): string {
  const { id, values } = notificationMessage(group, { verdict: verdictLabel, reason: reasonLabel });
  return t(id, values);
}

/** The mark-read body of a group (its type and target, as listed). */
export function groupTarget(group: NotificationGroup): MarkReadBody {
  return {
    type: group.type,
    requestId: group.requestId,
    responseId: group.responseId,
    genreId: group.genre?.id ?? null,
  };
}

/** A stable key of a group in a list. */
export function groupKey(group: NotificationGroup): string {
  return `${group.type}-${group.requestId}-${group.responseId}-${group.genre?.id ?? ''}`;
}

export function NotificationGroupLink({
  group,
  onOpen,
  roomy = false,
}: {
  group: NotificationGroup;
  onOpen: (group: NotificationGroup) => void;
  roomy?: boolean;
}) {
  const context = group.songTitle ?? group.requestText;
  return (
    <Link
      to={notificationHref(group)}
      onClick={() => onOpen(group)}
      className={`block rounded-xl hover:bg-surface-2 focus-visible:bg-surface-2 ${roomy ? 'px-4 py-3' : 'px-3 py-2'}`}
      data-testid="notification"
    >
      <span className="flex items-start gap-2">
        {group.unread && (
          <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent" aria-hidden="true" />
        )}
        <span className="min-w-0">
          <span className={`block font-semibold ${roomy ? 'text-base' : 'text-sm'}`}>
            {notificationWords(group)}
            {group.unread && <span className="sr-only">{t('notification.unread')}</span>}
          </span>
          {context && (
            <span
              dir="auto"
              className={`block text-muted ${roomy ? 'text-sm' : 'truncate text-xs'}`}
            >
              {context}
            </span>
          )}
          <time
            dateTime={group.latestAt}
            className="block text-xs text-muted"
            suppressHydrationWarning
          >
            {relativeTime(group.latestAt)}
          </time>
        </span>
      </span>
    </Link>
  );
}
