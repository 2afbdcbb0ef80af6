/**
 * Route guards (spec 000 §2 route table). Anonymous visitors are sent to /login everywhere but
 * /login and /register, with "Loading..." while the session loads and "Redirecting to login..."
 * on the way out. Signed-in members are sent away from /login and /register, and members who
 * have not chosen genres yet are sent from the feed to /onboarding/genres.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api/session';

function RedirectToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
  }, [navigate, location.pathname, location.search]);
  return <PageSpinner label="Redirecting to login..." />;
}

/** Renders children for a signed-in user; otherwise redirects to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label="Loading..." />;
  if (!user) return <RedirectToLogin />;
  return <>{children}</>;
}

/** /login and /register: a signed-in user goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label="Loading..." />;
  if (user) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** /onboarding/genres: without a user → /login; with saved genres → /. */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label="Loading..." />;
  if (!user) return <RedirectToLogin />;
  if (user.genres.length > 0) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** The feed needs favourite genres first (spec 000 §7: an empty list means onboarding is still needed). */
export function RequireGenres({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && user.genres.length === 0) return <Navigate to="/onboarding/genres" replace />;
  return <>{children}</>;
}
