/**
 * The avatar menu's dropdown, loaded on first use by `avatar-menu.tsx` (the feed's
 * first paint ships no Radix menu). Avatar menu (spec 000 §2 Shell): display name, email, Profile and Logout, with the logout toasts;
 * plus Saved recs., the one way to /saved besides the You page (our addition). Staff and admins
 * also get the operator screens (/admin, /data, /processing), hidden for members (the
 * server checks the role on every operator route regardless). Terms and Privacy close the menu.
 */
import { DropdownMenu } from 'radix-ui';
import { Bookmark, FileText, LogOut, Shield, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@common/schemas';
import { Avatar } from '../../components/ui/avatar';
import { toast } from '../../lib/toast-store';
import { useLogout } from '../../features/auth/api/session';
import { STAFF_LINKS } from './nav-links';
import { t } from '../../lib/i18n';
import { errorText } from '../../lib/i18n-errors';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[highlighted]:text-fg';

/** Logging out: toasts "Logged out" and replaces the page with /login, or toasts the failure. */
function useLogoutWithToasts() {
  const logout = useLogout();
  const navigate = useNavigate();

  async function onLogout() {
    try {
      await logout.mutateAsync();
      toast({ title: t('avatar.loggedOut'), description: t('avatar.loggedOutText') });
      navigate('/login', { replace: true });
    } catch (err) {
      toast({
        title: t('avatar.logoutFailed'),
        description: errorText(err, 'avatar.logoutFailedText'),
        variant: 'destructive',
      });
    }
  }

  return onLogout;
}

/** The staff section: a separator, the STAFF label and the operator screens. */
function StaffItems({ onNavigate }: { onNavigate: (to: string) => void }) {
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      <DropdownMenu.Label className="px-3 pt-1 pb-0.5 text-[11px] font-bold tracking-wider text-muted">
        {t('nav.staff')}
      </DropdownMenu.Label>
      {STAFF_LINKS.map(({ to, label, icon: Icon }) => (
        <DropdownMenu.Item key={to} className={itemClasses} onSelect={() => onNavigate(to)}>
          <Icon className="h-4 w-4" aria-hidden="true" /> {t(label)}
        </DropdownMenu.Item>
      ))}
    </>
  );
}

/** The Radix dropdown; `defaultOpen` because it mounts on the click that asked for it. */
export function AvatarMenuDropdown({
  user,
  isStaff,
  defaultOpen,
}: {
  user: SessionUser;
  isStaff: boolean;
  defaultOpen: boolean;
}) {
  const navigate = useNavigate();
  const onLogout = useLogoutWithToasts();

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while focusable
    // controls stay in it (axe "aria-hidden-focus" on #root). A menu needs no focus trap: Escape,
    // Tab and a click outside close it, and focus returns to the avatar.
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('avatar.menuFor', { name: user.displayName })}
        className="rounded-full focus-visible:outline-2"
      >
        <Avatar user={user} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-xl"
        >
          <div className="px-3 py-2">
            <p dir="auto" className="truncate font-semibold">
              {user.displayName}
            </p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/profile')}>
            <User className="h-4 w-4" aria-hidden="true" /> {t('avatar.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/saved')}>
            <Bookmark className="h-4 w-4" aria-hidden="true" /> {t('avatar.saved')}
          </DropdownMenu.Item>
          {isStaff && <StaffItems onNavigate={(to) => void navigate(to)} />}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/terms')}>
            <FileText className="h-4 w-4" aria-hidden="true" /> {t('avatar.terms')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/privacy')}>
            <Shield className="h-4 w-4" aria-hidden="true" /> {t('avatar.privacy')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void onLogout()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> {t('avatar.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
