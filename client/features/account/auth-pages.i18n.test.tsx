// @vitest-environment jsdom
/**
 * The signed-out account pages and /security-setup in German (decision 047): a dead reset link
 * shown by its typed code, the forgot-password form, the verify page's answer, the set-up page.
 */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { ME } from '../../testing/factories';
import { apiError, setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { answerSpentLinkOfVerifiedAddress, renderAuthPageAt } from './account-test-helpers';
import { SecuritySetupPage } from './components/security-setup-page';
import { setupLocaleSwitch } from '../../testing/i18n';

const server = setupMswServer();
const speak = setupLocaleSwitch();
async function speakGerman() {
  await speak('de');
}

describe('the account pages in German', () => {
  it('shows a dead reset link by its code, not the English message', async () => {
    await speakGerman();
    server.use(
      http.post('/api/auth/reset-password/check', () =>
        apiError(
          400,
          'invalid_token',
          'This link is invalid or has expired. Please ask for a new one.',
        ),
      ),
    );
    renderAuthPageAt('/reset-password?token=dead');
    expect(
      await screen.findByText(
        'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toBeInTheDocument();
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
  });

  it('speaks German on the forgot-password form', async () => {
    await speakGerman();
    renderAuthPageAt('/forgot-password');
    expect(screen.getByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'LINK ZUM ZURÜCKSETZEN SENDEN' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeInTheDocument();
  });

  it('says in German that an address is already verified', async () => {
    await speakGerman();
    answerSpentLinkOfVerifiedAddress(server);
    renderAuthPageAt('/verify-email?token=spent');
    expect(
      await screen.findByText('Deine E-Mail-Adresse ist bereits bestätigt.'),
    ).toBeInTheDocument();
  });

  it('explains /security-setup in German', async () => {
    await speakGerman();
    renderWithApp(<SecuritySetupPage />, { session: { ...ME, role: 'staff' } });
    expect(
      screen.getByRole('heading', { name: 'Anmeldung in zwei Schritten einschalten' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/verlangt von jedem Staff-Konto/)).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Oder füge einen Sicherheitsschlüssel hinzu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
