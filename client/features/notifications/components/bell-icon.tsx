/** The bell's face: the icon and the unread badge, and its accessible name. */
import { Bell } from 'lucide-react';
import { t } from '../../../lib/i18n';

/** "Notifications, 3 unread" / "Notifications": the button's accessible name. */
export function bellLabel(unread: number): string {
  return t('notification.bell', { unread });
}

export function BellIcon({ unread }: { unread: number }) {
  return (
    <>
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute end-1 top-1 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-bold text-white dark:text-black"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
}
