/** The route table of spec 000 §2. Pages load lazily so each route ships only its own code. */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { usePageTracking } from '../lib/analytics';
import { RouteErrorBoundary } from '../components/error-boundaries';
import { PageSpinner } from '../components/ui/spinner';
import { GuestOnly, OnboardingGate, RequireAuth, RequireGenres } from './guards';
import { NotFoundPage } from './not-found-page';
import { AppShell } from './shell/app-shell';

// Sign-in and sign-up: their own chunks, so a signed-in member's first paint does not carry them.
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })));
const loadFeedPage = () => import('../features/feed/components/feed-page');
const loadNewRequestPage = () => import('../features/requests/components/new-request-page');
const loadRequestDetailPage = () => import('./pages/request-detail-page');
const loadSavedPage = () => import('./pages/saved-page');
const FeedPage = lazy(() => loadFeedPage().then((m) => ({ default: m.FeedPage })));
const NewRequestPage = lazy(() => loadNewRequestPage().then((m) => ({ default: m.NewRequestPage })));
const RequestDetailPage = lazy(() => loadRequestDetailPage().then((m) => ({ default: m.RequestDetailPage })));
const OnboardingGenresPage = lazy(() => import('../features/genres/components/onboarding-genres-page').then((m) => ({ default: m.OnboardingGenresPage })));
const ProfilePage = lazy(() => import('./pages/profile-page').then((m) => ({ default: m.ProfilePage })));
const YouPage = lazy(() => import('./pages/you-page').then((m) => ({ default: m.YouPage })));
const SavedPage = lazy(() => loadSavedPage().then((m) => ({ default: m.SavedPage })));
const PublicProfilePage = lazy(() => import('./pages/profile-page').then((m) => ({ default: m.PublicProfilePage })));
// Operator screens (spec 001 §2): their own chunks, so none of their code is in the member bundle.
// Account pages reached from e-mailed links (issue 11).
const VerifyEmailPage = lazy(() => import('../features/account/components/auth-pages').then((m) => ({ default: m.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() => import('../features/account/components/auth-pages').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/account/components/auth-pages').then((m) => ({ default: m.ResetPasswordPage })));
const AdminPage = lazy(() => import('./pages/admin-page').then((m) => ({ default: m.AdminPage })));
const TermsPage = lazy(() => import('../features/legal/components/legal-pages').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/legal/components/legal-pages').then((m) => ({ default: m.PrivacyPage })));
const DataPage = lazy(() => import('./pages/data-page').then((m) => ({ default: m.DataPage })));
// Spotify (issue 9): the callback and the staff developer player pages.
const SpotifyCallbackPage = lazy(() => import('../features/spotify/components/spotify-callback-page').then((m) => ({ default: m.SpotifyCallbackPage })));
const PlayerTestRoute = lazy(() => import('../features/player/components/dev-pages').then((m) => ({ default: m.PlayerTestRoute })));
const MinimalPlayerRoute = lazy(() => import('../features/player/components/dev-pages').then((m) => ({ default: m.MinimalPlayerRoute })));
const ProcessingPage = lazy(() => import('./pages/processing-page').then((m) => ({ default: m.ProcessingPage })));

/**
 * The chunk of the page a visit opens on, for the busiest member pages: fetched while the session
 * is still being checked instead of after it (one round trip less before the first paint, issue 13).
 */
export function warmRouteChunk(pathname: string): Promise<unknown> | null {
  if (pathname === '/') return loadFeedPage();
  if (/^\/requests\/\d+$/.test(pathname)) return loadRequestDetailPage();
  if (pathname === '/saved') return loadSavedPage();
  if (pathname === '/new-request') return loadNewRequestPage();
  return null;
}

/** A route's page: its own error boundary (header and navigation stay usable) around the lazy load. */
const page = (node: ReactNode) => (
  <RouteErrorBoundary>
    <Suspense fallback={<PageSpinner label="Loading..." />}>{node}</Suspense>
  </RouteErrorBoundary>
);

export function AppRoutes() {
  usePageTracking();
  return (
    <Routes>
      <Route path="/login" element={<GuestOnly>{page(<LoginPage />)}</GuestOnly>} />
      <Route path="/register" element={<GuestOnly>{page(<RegisterPage />)}</GuestOnly>} />
      <Route path="/verify-email" element={page(<VerifyEmailPage />)} />
      <Route path="/forgot-password" element={<GuestOnly>{page(<ForgotPasswordPage />)}</GuestOnly>} />
      <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
      {/* Readable signed in or not (issue 15). */}
      <Route path="/terms" element={page(<TermsPage />)} />
      <Route path="/privacy" element={page(<PrivacyPage />)} />
      {/* Outside RequireAuth: a signed-out visitor reads "Admin Access Required" (spec 001 §2). */}
      <Route element={<AppShell />}>
        <Route path="/admin" element={page(<AdminPage />)} />
      </Route>
      <Route
        element={
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        }
      >
        <Route path="/" element={<RequireGenres>{page(<FeedPage />)}</RequireGenres>} />
        <Route path="/new-request" element={page(<NewRequestPage />)} />
        <Route path="/requests/:id" element={page(<RequestDetailPage />)} />
        <Route path="/profile" element={page(<ProfilePage />)} />
        <Route path="/you" element={page(<YouPage />)} />
        <Route path="/saved" element={page(<SavedPage />)} />
        <Route path="/profile/:slug" element={page(<PublicProfilePage />)} />
        <Route path="/data" element={page(<DataPage />)} />
        <Route path="/spotify-callback" element={page(<SpotifyCallbackPage />)} />
        <Route path="/player-test" element={page(<PlayerTestRoute />)} />
        <Route path="/minimal-player" element={page(<MinimalPlayerRoute />)} />
        <Route path="/processing" element={page(<ProcessingPage />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
      <Route
        path="/onboarding/genres"
        element={
          <OnboardingGate>
            <AppShell />
          </OnboardingGate>
        }
      >
        <Route index element={page(<OnboardingGenresPage />)} />
      </Route>
    </Routes>
  );
}
