/**
 * Route guards (spec 000 §2 route table). Anonymous visitors are sent to /login everywhere but
 * /login and /register, with "Loading..." while the session loads and "Redirecting to login..."
 * on the way out. Signed-in members are sent away from /login and /register, and members who
 * have not chosen genres yet are sent from the feed to /onboarding/genres. While the operator
 * requires a second factor this member has not set up (`twoFactorRequired`, decision 049), every
 * signed-in page sends them to /security-setup, which sends them back once enrolment is done.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api/session';
import { t } from '../lib/i18n';

function RedirectToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
  }, [navigate, location.pathname, location.search]);
  return <PageSpinner label={t('guard.redirecting')} />;
}

/** The enrolment page: the signed-in pages wait until a second factor is set up (decision 049). */
export const SECURITY_SETUP_PATH = '/security-setup';

/** Where /security-setup sends the member once done: the page they were going to. */
type EnrolmentState = { from?: string } | null;

function RedirectToEnrolment() {
  const location = useLocation();
  const state: EnrolmentState = { from: location.pathname + location.search };
  return <Navigate to={SECURITY_SETUP_PATH} replace state={state} />;
}

/** Renders children unless the signed-in member must set up a second factor first. */
export function RequireEnrolment({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.twoFactorRequired) return <RedirectToEnrolment />;
  return <>{children}</>;
}

/** Renders children for a signed-in user; otherwise redirects to /login (or to enrolment). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label={t('ui.loading')} />;
  if (!user) return <RedirectToLogin />;
  if (user.twoFactorRequired) return <RedirectToEnrolment />;
  return <>{children}</>;
}

/** /security-setup: without a user → /login; once nothing is required → where they were going. */
export function EnrolmentGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const from = (useLocation().state as EnrolmentState)?.from;
  if (isLoading) return <PageSpinner label={t('ui.loading')} />;
  if (!user) return <RedirectToLogin />;
  if (!user.twoFactorRequired) return <Navigate to={from ?? '/'} replace />;
  return <>{children}</>;
}

/** /login and /register: a signed-in user goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label={t('ui.loading')} />;
  if (user) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** /onboarding/genres: without a user → /login; with saved genres → /. */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label={t('ui.loading')} />;
  if (!user) return <RedirectToLogin />;
  if (user.twoFactorRequired) return <RedirectToEnrolment />;
  if (user.genres.length > 0) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** The feed needs favourite genres first (spec 000 §7: an empty list means onboarding is still needed). */
export function RequireGenres({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && user.genres.length === 0) return <Navigate to="/onboarding/genres" replace />;
  return <>{children}</>;
}
