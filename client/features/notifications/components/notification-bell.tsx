/**
 * The header's bell: the unread count as a badge and in the page title, kept live by
 * the tab's one notification stream. The popover with the list (Radix Popover and its positioning
 * code) is `notification-popover.tsx`, loaded when the member first hovers, focuses or opens the
 * bell, so none of it is in the feed's first paint; the button looks and reads the same.
 */
import { Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { useTitleCount } from '../../../lib/use-document-title';
import { useUnreadCount } from '../api/notifications-api';
import { useNotificationStream } from '../lib/notification-stream';
import { BellIcon, bellLabel } from './bell-icon';
import { lazyNamed } from '../../../lib/lazy-named';
import { useDeferredTrigger } from '../../../lib/use-deferred-trigger';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazyNamed(loadPopover, 'NotificationPopover');

export { bellLabel };

export function NotificationBell() {
  const trigger = useDeferredTrigger(loadPopover);
  useNotificationStream(true);
  const unread = useUnreadCount(true).data?.unread ?? 0;
  useTitleCount(unread);
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={bellLabel(unread)}
      aria-haspopup="dialog"
      aria-expanded={false}
      className="relative"
      {...trigger.warm}
      onClick={trigger.activate}
    >
      <BellIcon unread={unread} />
    </Button>
  );
  if (!trigger.active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationPopover unread={unread} />
    </Suspense>
  );
}
