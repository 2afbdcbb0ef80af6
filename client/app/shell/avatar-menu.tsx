/**
 * The header's avatar button (spec 000 §2 Shell). The menu itself (Radix DropdownMenu with its
 * popper) is `avatar-menu-dropdown.tsx`, loaded when the member first hovers, focuses or opens
 * it (no menu code in the feed's first paint); the button looks and reads the same.
 */
import { Suspense } from 'react';
import { isStaffRole } from '@common/constants';
import type { SessionUser } from '@common/schemas';
import { Avatar } from '../../components/ui/avatar';
import { lazyNamed } from '../../lib/lazy-named';
import { t } from '../../lib/i18n';
import { useDeferredTrigger } from '../../lib/use-deferred-trigger';

const loadDropdown = () => import('./avatar-menu-dropdown');
const AvatarMenuDropdown = lazyNamed(loadDropdown, 'AvatarMenuDropdown');

export function AvatarMenu({ user }: { user: SessionUser }) {
  const trigger = useDeferredTrigger(loadDropdown);
  const placeholder = (
    <button
      type="button"
      aria-label={t('avatar.menuFor', { name: user.displayName })}
      aria-haspopup="menu"
      aria-expanded={false}
      className="rounded-full focus-visible:outline-2"
      {...trigger.warm}
      onClick={trigger.activate}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          trigger.activate();
        }
      }}
    >
      <Avatar user={user} size="sm" />
    </button>
  );
  if (!trigger.active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AvatarMenuDropdown user={user} isStaff={isStaffRole(user.role)} defaultOpen />
    </Suspense>
  );
}
