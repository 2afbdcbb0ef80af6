// @vitest-environment jsdom
/** The e-mail digest: the /profile choice and the unsubscribe page a digest's link opens. */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { EmailDigestSection } from './components/email-digest-settings';
import { DigestUnsubscribePage } from './components/digest-unsubscribe-page';

const server = setupMswServer();

describe('EmailDigestSection', () => {
  it('shows the choice, saves a new one, and says digests need a verified address', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/email-digest', () =>
        HttpResponse.json({ frequency: 'off', emailVerified: false }),
      ),
      http.put('/api/email-digest', async ({ request }) => {
        const body = (await request.json()) as { frequency: string };
        saved.push(body);
        return HttpResponse.json({ frequency: body.frequency, emailVerified: false });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<EmailDigestSection />);
    expect(await screen.findByRole('radio', { name: 'Off' })).toBeChecked();
    expect(screen.getByText(/Digests are sent only to a verified address/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await waitFor(() => expect(saved).toEqual([{ frequency: 'weekly' }]));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked());
  });
});

describe('DigestUnsubscribePage', () => {
  it('changes nothing on opening; the button unsubscribes with the link’s token, and a bad link says so', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post('/email/unsubscribe', ({ request }) => {
        const token = new URL(request.url).searchParams.get('token');
        tokens.push(token);
        return token === '7.good'
          ? HttpResponse.json({ unsubscribed: true })
          : HttpResponse.json(
              { error: 'invalid_token', message: 'This unsubscribe link is not valid.' },
              { status: 400 },
            );
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<DigestUnsubscribePage />, {
      route: '/email/unsubscribe?token=7.good',
    });
    expect(await screen.findByRole('heading', { name: 'E-mail digest' })).toBeInTheDocument();
    expect(tokens).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed');
    expect(tokens).toEqual(['7.good']);
    unmount();

    renderWithApp(<DigestUnsubscribePage />, { route: '/email/unsubscribe?token=7.bad' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
  });
});
