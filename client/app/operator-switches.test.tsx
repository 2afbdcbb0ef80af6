// @vitest-environment jsdom
/**
 * The operator switches in the browser (decision 049): a member the server requires to set up a
 * second factor is sent from any page to /security-setup and, once the authenticator app is on,
 * on to the page they were going to; a `two_factor_required` refusal of any call hands over to
 * that guard; an `email_not_verified` refusal of a reply shows the server's words under the form
 * and brings up the banner with its resend button.
 */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { apiPath } from '@common/api-routes';
import type { SessionUser } from '@common/schemas';
import { callApi } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { apiError, setupMswServer } from '../testing/msw';
import { ME } from '../testing/factories';
import { EnrolmentGate, RequireAuth } from './guards';
import { SessionExpiryWatch } from '../features/auth/api/session-expiry';
import { ReplyThread } from '../features/replies/components/reply-thread';
import { SecuritySetupPage } from '../features/account/components/security-setup-page';
import { VerifyEmailBanner } from '../features/account/components/verify-email-banner';

const server = setupMswServer();

/** GET /api/auth/me answers whatever `session.user` holds at the time; `session.asked` counts. */
function serveSession(user: SessionUser) {
  const session = { user, asked: 0 };
  server.use(
    http.get(apiPath('getAuthMe'), () => {
      session.asked += 1;
      return HttpResponse.json(session.user);
    }),
  );
  return session;
}

function renderApp(path: string, page = <h1>Saved page</h1>) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionExpiryWatch />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/security-setup"
            element={
              <EnrolmentGate>
                <SecuritySetupPage />
              </EnrolmentGate>
            }
          />
          <Route path="/login" element={<h1>Log in</h1>} />
          <Route path="*" element={<RequireAuth>{page}</RequireAuth>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a server that requires two-factor', () => {
  it('sends the member to enrolment and, once the app is on, back to where they were going', async () => {
    const session = serveSession({ ...ME, twoFactorRequired: true });
    server.use(
      http.post(apiPath('postAuthTwoFactorSetup'), () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Hearsay:ana?secret=JBSWY3DPEHPK3PXP',
          qrCodeDataUrl: 'data:image/png;base64,',
        }),
      ),
      http.post(apiPath('postAuthTwoFactorEnable'), () => {
        session.user = { ...ME, twoFactorEnabled: true, mfaPassed: true };
        return HttpResponse.json({ recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'], user: session.user });
      }),
    );
    renderApp('/saved?tab=songs');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Turn on two-step sign-in' })).toBeVisible();
    expect(screen.getByText(/This server asks every member to turn on/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Key name/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Saved page' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // The recovery codes stay until the member says they kept them: the guard waits for that.
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      'aaaa-bbbb',
    );
    expect(session.asked).toBe(1);
    await user.click(screen.getByRole('button', { name: 'I saved my recovery codes' }));

    expect(await screen.findByRole('heading', { name: 'Saved page' })).toBeVisible();
    expect(session.asked).toBe(2);
  });

  it('hands over to enrolment when any call is refused with two_factor_required', async () => {
    const session = serveSession(ME);
    server.use(
      http.get(apiPath('getNotifications'), () => {
        session.user = { ...ME, role: 'staff', twoFactorRequired: true };
        return apiError(403, 'two_factor_required', 'Set up two-factor authentication.');
      }),
    );
    const act = () => void callApi('getNotifications').catch(() => {});
    renderApp(
      '/notifications',
      <button type="button" onClick={act}>
        Load
      </button>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load' }));
    expect(await screen.findByRole('heading', { name: 'Turn on two-step sign-in' })).toBeVisible();
    expect(screen.getByText(/This server asks every staff account/)).toBeVisible();
  });
});

describe('a server that requires a confirmed e-mail address to post', () => {
  it('shows the refusal under the reply box and the banner with its resend button', async () => {
    const words = 'Please confirm your e-mail address before posting.';
    const session = serveSession({ ...ME, emailVerified: true });
    server.use(
      http.get(apiPath('getResponseReplies', { id: 7 }), () =>
        HttpResponse.json({ data: [], pagination: { page: 1, hasMore: false }, total: 0 }),
      ),
      http.post(apiPath('postResponseReplies', { id: 7 }), () => {
        session.user = { ...ME, emailVerified: false };
        return apiError(403, 'email_not_verified', words);
      }),
    );
    const thread = (
      <>
        <VerifyEmailBanner />
        <ReplyThread response={{ id: 7, requestId: 5, replies: 0, user: ME }} viewerId={ME.id} />
      </>
    );
    renderApp('/requests/5', thread);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('combobox', { name: 'Your reply' }), 'Lovely pick');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    await waitFor(() => expect(session.asked).toBe(2));
    const resend = await screen.findByRole('button', { name: 'Resend email' });
    expect(resend).toBeVisible();

    // The resend is asked once per press, the button held while it is on its way.
    let resent = 0;
    let answer!: () => void;
    server.use(
      http.post(apiPath('postAuthVerifyEmailResend'), async () => {
        resent += 1;
        await new Promise<void>((done) => (answer = done));
        return HttpResponse.json({ success: true });
      }),
    );
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(resent).toBe(1));
    answer();
    expect(await screen.findByRole('button', { name: 'Resend email' })).toBeEnabled();
  });
});
