/**
 * What the account page tests share: the signed-out account pages at a route, and the answer of
 * a verification link whose address is already verified. Not a test file itself.
 */
import { apiPath } from '@common/api-routes';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { apiError, type server as mswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from './components/auth-pages';

/** The verify, forgot-password and reset pages, signed out, at `route`. */
export function renderAuthPageAt(route: string) {
  renderWithApp(
    <Routes>
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    { route, session: null },
  );
}

/** A signed-out visitor whose verification link is spent, its address already verified. */
export function answerSpentLinkOfVerifiedAddress(server: typeof mswServer) {
  server.use(
    http.get(apiPath('getAuthMe'), () => apiError(401, 'unauthorized', 'Please log in.')),
    http.post(apiPath('postAuthVerifyEmail'), () =>
      HttpResponse.json({
        success: true,
        emailVerified: true,
        alreadyVerified: true,
        message: 'Your email address is already verified.',
      }),
    ),
  );
}
