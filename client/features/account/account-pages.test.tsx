// @vitest-environment jsdom
/**
 * Dead links and password changes say what is wrong: the verify page for a link
 * of an address already verified, the reset page checking its link when it opens, and the change
 * password form naming what is missing. Against MSW fakes of the account routes.
 */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ME } from '../../testing/factories';
import { apiError, setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { answerSpentLinkOfVerifiedAddress, renderAuthPageAt } from './account-test-helpers';
import { ChangePasswordSection } from './components/change-password-section';

const server = setupMswServer();
const INVALID = 'This link is invalid or has expired. Please ask for a new one.';

describe('/verify-email', () => {
  it('says the address is already verified for a spent link of a verified address', async () => {
    answerSpentLinkOfVerifiedAddress(server);
    renderAuthPageAt('/verify-email?token=spent');
    expect(await screen.findByText('Your email address is already verified.')).toBeInTheDocument();
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('checks the link when the page opens and shows no form for a dead one', async () => {
    let checked: unknown;
    server.use(
      http.post('/api/auth/reset-password/check', async ({ request }) => {
        checked = await request.json();
        return apiError(400, 'invalid_token', INVALID);
      }),
    );
    renderAuthPageAt('/reset-password?token=dead');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(checked).toEqual({ token: 'dead' });
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the form for a live link', async () => {
    server.use(
      http.post('/api/auth/reset-password/check', () => HttpResponse.json({ success: true })),
    );
    renderAuthPageAt('/reset-password?token=live');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});

describe('Change password', () => {
  it('names the missing field and refuses the current password as the new one, without a call', async () => {
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordSection />, { session: ME });
    const submit = screen.getByRole('button', { name: 'Change password' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your current password.');
    await user.type(screen.getByLabelText('Current password'), 'my old secret');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a new password.');
    await user.type(screen.getByLabelText('New password'), 'my old secret');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your new password must be different from your current one.',
      ),
    );
  });
});
