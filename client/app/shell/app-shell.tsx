/**
 * The signed-in frame: header (logo, theme toggle, avatar menu), page outlet, bottom navigation on
 * a phone or the navigation rail from 1024 px wide, where the page moves right of it.
 * /admin also renders in it for anonymous visitors: they get the header with the theme toggle only
 * (no feedback button, no bottom navigation: both need an account).
 */
import { Suspense, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { isStaffRole } from '@common/constants';
import { SectionErrorBoundary } from '../../components/error-boundaries';
import { Logo } from '../../components/ui/logo';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/api/session';
import { AvatarMenu } from './avatar-menu';
import { FloatingPlayer } from '../../features/player/components/floating-player';
import { PlayerShortcutsLoader } from '../../features/player/components/player-shortcuts-loader';
import { BottomNav, isBottomNavHidden } from './bottom-nav';
import { ThemeToggle } from './theme-toggle';
import { NavRail } from './nav-rail';
import { useHeaderHeight, useIsDesktop } from './desktop-layout';
import { cn } from '../../lib/cn';
import { FeedbackButton } from '../../features/feedback/components/feedback-button';
import { VerifyEmailBanner } from '../../features/account/components/verify-email-banner';
import { NotificationBell } from '../../features/notifications';
import { lazyNamed } from '../../lib/lazy-named';
import { t } from '../../lib/i18n';

// Staff only: members download none of the song loader's button.
const StaffLoaderLauncher = lazyNamed(
  () => import('../../features/player/components/staff-loader-launcher'),
  'StaffLoaderLauncher',
);

// Only a member who turned two-factor on and has not passed it sees this: not in the first paint.
const TwoFactorRequired = lazyNamed(
  () => import('../../features/account/components/two-factor'),
  'TwoFactorRequired',
);

/** On a desktop no bottom bar shows anywhere, so the player sits at the screen's edge. */
const alwaysHidden = () => true;

export function AppShell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  // The rail hides where the bottom bar does: composing, a request, the dashboard, onboarding.
  // Which of the two shows is CSS (`lg:`), so the server's HTML fits any width (decision 042).
  const showRail = Boolean(user) && !isBottomNavHidden(pathname);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-[200] focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      <header
        ref={headerRef}
        className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur"
      >
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
          <Link to="/" aria-label={t('shell.homeLink')} className="rounded-lg">
            <Logo />
          </Link>
          <div className="flex items-center gap-1">
            {isStaffRole(user?.role) && (
              <Suspense fallback={null}>
                <StaffLoaderLauncher />
              </Suspense>
            )}
            {user && <NotificationBell />}
            {user && <FeedbackButton />}
            <ThemeToggle />
            {user && <AvatarMenu user={user} />}
          </div>
        </div>
        <VerifyEmailBanner />
      </header>
      {/* The rail is fixed beside the page rather than sticky in it: the player's spacer after the
          page would otherwise let a short page scroll the rail up under the header. */}
      <div className={cn(showRail && 'lg:ps-56')}>
        {showRail && <NavRail isStaff={isStaffRole(user?.role)} />}
        <main id="main" className="mx-auto w-full max-w-6xl min-w-0 px-4 pt-4 pb-28">
          {/* A member with a second factor (TOTP or a security key) passes it before the app answers (decision 039). */}
          {(user?.twoFactorEnabled || user?.hasSecurityKey) && !user.mfaPassed ? (
            <Suspense fallback={<PageSpinner label={t('shell.loading')} />}>
              <TwoFactorRequired />
            </Suspense>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      {user && <BottomNav />}
      {user && <PlayerShortcutsLoader />}
      <SectionErrorBoundary
        label={t('shell.player')}
        fallbackClassName="fixed end-4 bottom-20 z-50 max-w-xs bg-surface shadow-lg"
      >
        <FloatingPlayer
          isBottomNavHidden={isDesktop ? alwaysHidden : isBottomNavHidden}
          memberId={user?.id}
        />
      </SectionErrorBoundary>
    </div>
  );
}
