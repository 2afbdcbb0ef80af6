/**
 * The gate of the staff screens (/data, /processing; spec 001 §2, §6): anyone who is not staff is
 * sent to / (or, for /processing, told "Access denied") before the screen's code is even downloaded, so its calls are never made for them (the
 * API refuses them as well, 403); a staff session that has not passed two-factor yet is asked for
 * its code first. `children` is the lazily loaded screen; it renders once the staff texts of the
 * page's language are loaded (staff-texts.tsx).
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isStaffRole } from '@common/constants';
import { PageSpinner } from '../../components/ui/spinner';
import { AccessDenied } from '../../components/ui/access-denied';
import { useSession } from '../../features/auth/api/session';
import { TwoFactorRequired } from '../../features/account/components/two-factor';
import { t } from '../../lib/i18n';
import { StaffTexts } from './staff-texts';

/**
 * The gate around `children` (the screen, rendered under Suspense). With `deniedAs` (the screen's
 * name) a signed-in member reads "Access denied" as on /admin; without it they are sent
 * to /, which spec 001 §2 and §6 ask of /data.
 */
export function StaffScreen({
  children,
  deniedAs,
}: {
  children: ReactNode;
  deniedAs?: string | undefined;
}) {
  const { user } = useSession();
  if (user && deniedAs && !isStaffRole(user.role)) return <AccessDenied screen={deniedAs} />;
  if (!user || !isStaffRole(user.role)) return <Navigate to="/" replace />;
  if (!user.mfaPassed) return <TwoFactorRequired />;
  return (
    <Suspense fallback={<PageSpinner label={t('ui.loading')} />}>
      <StaffTexts>{children}</StaffTexts>
    </Suspense>
  );
}

/** A staff page: the gate around `Screen` (lazily loaded, so its chunk is fetched only once the gate lets the session through). */
export function staffPage(
  Screen: ComponentType,
  options: { deniedAs?: () => string } = {},
): ComponentType {
  return function StaffPage() {
    return (
      <StaffScreen deniedAs={options.deniedAs?.()}>
        <Screen />
      </StaffScreen>
    );
  };
}
