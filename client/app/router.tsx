/** The route table of spec 000 §2. Pages load lazily so each route ships only its own code. */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { usePageTracking } from '../lib/analytics';
import { lazyNamed } from '../lib/lazy-named';
import { RouteErrorBoundary } from '../components/error-boundaries';
import { PageSpinner } from '../components/ui/spinner';
import {
  EnrolmentGate,
  GuestOnly,
  OnboardingGate,
  RequireAuth,
  RequireEnrolment,
  RequireGenres,
  SECURITY_SETUP_PATH,
} from './guards';
import { AppShell } from './shell/app-shell';
import { t } from '../lib/i18n';

// Sign-in and sign-up: their own chunks, so a signed-in member's first paint does not carry them.
const LoginPage = lazyNamed(() => import('../features/auth/components/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(
  () => import('../features/auth/components/register-page'),
  'RegisterPage',
);
const FeedPage = lazyNamed(() => import('../features/feed/components/feed-page'), 'FeedPage');
const NewRequestPage = lazyNamed(
  () => import('../features/requests/components/new-request-page'),
  'NewRequestPage',
);
const RequestDetailPage = lazyNamed(
  () => import('./pages/request-detail-page'),
  'RequestDetailPage',
);
const OnboardingGenresPage = lazyNamed(
  () => import('../features/genres/components/onboarding-genres-page'),
  'OnboardingGenresPage',
);
const ProfilePage = lazyNamed(() => import('./pages/profile-page'), 'ProfilePage');
const YouPage = lazyNamed(() => import('./pages/you-page'), 'YouPage');
const SavedPage = lazyNamed(() => import('./pages/saved-page'), 'SavedPage');
const NotificationsPage = lazyNamed(
  () => import('../features/notifications/components/notifications-page'),
  'NotificationsPage',
);
const DigestUnsubscribePage = lazyNamed(
  () => import('../features/notifications/components/digest-unsubscribe-page'),
  'DigestUnsubscribePage',
);
const PublicProfilePage = lazyNamed(() => import('./pages/profile-page'), 'PublicProfilePage');
// Account pages reached from e-mailed links.
const VerifyEmailPage = lazyNamed(
  () => import('../features/account/components/auth-pages'),
  'VerifyEmailPage',
);
const ForgotPasswordPage = lazyNamed(
  () => import('../features/account/components/auth-pages'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/account/components/auth-pages'),
  'ResetPasswordPage',
);
const TermsPage = lazyNamed(() => import('../features/legal/components/legal-pages'), 'TermsPage');
const PrivacyPage = lazyNamed(
  () => import('../features/legal/components/legal-pages'),
  'PrivacyPage',
);
// Operator screens (spec 001 §2): their own chunks, so none of their code is in the member bundle.
const AdminPage = lazyNamed(() => import('./pages/admin-page'), 'AdminPage');
const DataPage = lazyNamed(() => import('./pages/data-page'), 'DataPage');
// Spotify: the callback and the staff developer player pages.
const SpotifyCallbackPage = lazyNamed(
  () => import('../features/spotify/components/spotify-callback-page'),
  'SpotifyCallbackPage',
);
const PlayerTestRoute = lazyNamed(() => import('./pages/player-dev/dev-pages'), 'PlayerTestRoute');
const MinimalPlayerRoute = lazyNamed(
  () => import('./pages/player-dev/dev-pages'),
  'MinimalPlayerRoute',
);
// Only while the operator requires a second factor the member has not set up (decision 049).
const SecuritySetupPage = lazyNamed(
  () => import('../features/account/components/security-setup-page'),
  'SecuritySetupPage',
);
const ProcessingPage = lazyNamed(() => import('./pages/processing-page'), 'ProcessingPage');
// Rarely seen: its own chunk, so its words are not in the first paint.
const NotFoundPage = lazyNamed(() => import('./not-found-page'), 'NotFoundPage');

/**
 * The busiest member pages: the server renders their first screen
 * (client/entry-server.tsx), and a visit that opens on one fetches its chunk while the session is
 * still being checked instead of after it (one round trip less before the first paint).
 */
const FIRST_SCREEN_PAGES = [
  { path: /^\/$/, page: FeedPage },
  { path: /^\/requests\/\d+$/, page: RequestDetailPage },
  { path: /^\/saved$/, page: SavedPage },
  { path: /^\/new-request$/, page: NewRequestPage },
];

/** Whether `pathname` is one of the first-screen pages. */
export function isFirstScreenPage(pathname: string): boolean {
  return FIRST_SCREEN_PAGES.some(({ path }) => path.test(pathname));
}

/** Loads the chunk of the first-screen page at `pathname`; null for any other page. */
export function warmRouteChunk(pathname: string): Promise<void> | null {
  return FIRST_SCREEN_PAGES.find(({ path }) => path.test(pathname))?.page.preload() ?? null;
}

/** Loads every first-screen page's chunk (the server, once at start). */
export async function warmFirstScreenPages(): Promise<void> {
  await Promise.all(FIRST_SCREEN_PAGES.map(({ page }) => page.preload()));
}

/**
 * Tells a server-rendered page's start script (server/lib/first-screen.ts) that the page has
 * hydrated: it gives back the clicks it kept and the form fields it held. Nothing on other pages.
 */
function FirstScreenHydrated() {
  useEffect(() => {
    (window as { __hearsayHydrated?: () => void }).__hearsayHydrated?.();
  }, []);
  return null;
}

/** A route's page: its own error boundary (header and navigation stay usable) around the lazy load. */
const page = (node: ReactNode) => (
  <RouteErrorBoundary>
    <Suspense fallback={<PageSpinner label={t('ui.loading')} />}>
      {node}
      <FirstScreenHydrated />
    </Suspense>
  </RouteErrorBoundary>
);

export function AppRoutes() {
  usePageTracking();
  return (
    <Routes>
      <Route path="/login" element={<GuestOnly>{page(<LoginPage />)}</GuestOnly>} />
      <Route path="/register" element={<GuestOnly>{page(<RegisterPage />)}</GuestOnly>} />
      <Route path="/verify-email" element={page(<VerifyEmailPage />)} />
      <Route
        path="/forgot-password"
        element={<GuestOnly>{page(<ForgotPasswordPage />)}</GuestOnly>}
      />
      <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
      {/* A digest's unsubscribe link works signed in or not. */}
      <Route path="/email/unsubscribe" element={page(<DigestUnsubscribePage />)} />
      {/* Readable signed in or not. */}
      <Route path="/terms" element={page(<TermsPage />)} />
      <Route path="/privacy" element={page(<PrivacyPage />)} />
      <Route
        path={SECURITY_SETUP_PATH}
        element={<EnrolmentGate>{page(<SecuritySetupPage />)}</EnrolmentGate>}
      />
      {/* Outside RequireAuth: a signed-out visitor reads "Admin Access Required" (spec 001 §2). */}
      <Route element={<AppShell />}>
        <Route path="/admin" element={<RequireEnrolment>{page(<AdminPage />)}</RequireEnrolment>} />
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
        <Route path="/notifications" element={page(<NotificationsPage />)} />
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
