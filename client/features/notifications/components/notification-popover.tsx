/**
 * The bell's popover, loaded when the member first uses the bell
 * (notification-bell.tsx): the grouped notifications, newest first, each linking to its place,
 * "Mark all as read", more pages on demand, loading, empty and error states, and "See all" (/notifications).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import type { NotificationGroup } from '@common/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SectionSpinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useMarkRead, useNotifications } from '../api/notifications-api';
import { BellIcon, bellLabel } from './bell-icon';
import { groupKey, groupTarget, NotificationGroupLink } from './notification-group-link';

/** The popover's groups with their loading, error and empty states and "Show more". */
function PopoverGroups({
  list,
  onOpen,
}: {
  list: ReturnType<typeof useNotifications>;
  onOpen: (group: NotificationGroup) => void;
}) {
  const groups = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      {list.isPending && <SectionSpinner label={t('shell.loading')} className="py-6" />}
      {list.isError && (
        <ErrorState message={t('notification.loadFailed')} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && groups.length === 0 && (
        <p className="px-3 py-6 text-center text-sm text-muted">{t('notification.empty')}</p>
      )}
      {groups.length > 0 && (
        <ul className="space-y-1">
          {groups.map((g) => (
            <li key={groupKey(g)}>
              <NotificationGroupLink group={g} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center p-2">
          <Button
            variant="outline"
            size="sm"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('shell.loading') : t('notification.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}

export function NotificationPopover({ unread }: { unread: number }) {
  const [open, setOpen] = useState(true);
  const list = useNotifications(open);
  const markRead = useMarkRead();

  const openGroup = (group: NotificationGroup) => {
    setOpen(false);
    if (group.unread) markRead.mutate(groupTarget(group));
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} className="relative">
          <BellIcon unread={unread} />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notification.title')}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-2xl border border-line bg-surface p-2 text-fg shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <h2 className="text-base font-bold">{t('notification.title')}</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notification.markAll')}
            </Button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto">
            <PopoverGroups list={list} onOpen={openGroup} />
          </div>
          <div className="border-t border-line px-2 pt-2">
            <Link
              to="/notifications"
              onClick={() => setOpen(false)}
              className="block rounded-xl px-3 py-2 text-center text-sm font-semibold text-fg underline underline-offset-2 hover:bg-surface-2 focus-visible:bg-surface-2"
            >
              {t('notification.seeAll')}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
