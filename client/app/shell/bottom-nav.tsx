/**
 * Bottom navigation HOME / NEW REQUEST / YOU (spec 000 §2 Shell). Hidden on /new-request,
 * /request/*, /requests/* and /data, and on /onboarding/genres, where HOME would only
 * bounce back to onboarding. Publishes its height as `--bottom-nav-inset` (lib/bottom-insets).
 * From 1024 px wide the shell shows the rail (`nav-rail.tsx`) instead, under the same rule: CSS
 * hides this bar there (`lg:hidden`), so the server's HTML is right at any width (decision 042).
 */
import { useLayoutEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { setBottomInset } from '../../lib/bottom-insets';
import { BOTTOM_NAV_PX } from '../../features/player/components/floating-player';
import { MEMBER_NAV_ITEMS } from './nav-links';
import { useIsDesktop } from './desktop-layout';

/** True where the spec hides the bottom navigation. */
export function isBottomNavHidden(pathname: string): boolean {
  return (
    pathname === '/new-request' ||
    /^\/requests?\//.test(pathname) ||
    pathname === '/data' ||
    pathname.startsWith('/data/') ||
    pathname.startsWith('/onboarding/')
  );
}

export function BottomNav() {
  const { pathname } = useLocation();
  const hidden = isBottomNavHidden(pathname);
  const isDesktop = useIsDesktop();
  useLayoutEffect(() => {
    setBottomInset('bottom-nav', hidden || isDesktop ? 0 : BOTTOM_NAV_PX);
    return () => setBottomInset('bottom-nav', 0);
  }, [hidden, isDesktop]);
  if (hidden) return null;
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t lg:hidden border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch justify-around">
        {MEMBER_NAV_ITEMS.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="flex flex-1">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-bold tracking-wider',
                  isActive ? 'text-accent' : 'text-muted hover:text-fg',
                )
              }
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
