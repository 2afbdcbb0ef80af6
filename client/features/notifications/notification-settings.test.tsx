// @vitest-environment jsdom
/** /profile's notification settings: switches save one type at a time, watched genres, load error. */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { NOTIFICATION_TYPES, type NotificationSettings } from '@common/schemas/notifications';
import { NotificationSettingsSection } from './components/notification-settings';

const server = setupMswServer();

const settings = (
  muted: string[],
  watchedGenres: NotificationSettings['watchedGenres'],
): NotificationSettings => ({
  preferences: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !muted.includes(type) })),
  watchedGenres,
});

const renderSection = () => renderWithApp(<NotificationSettingsSection />, { route: false });

describe('NotificationSettingsSection', () => {
  it('lists every type as a labelled checkbox and saves the one that changes', async () => {
    const sent: unknown[] = [];
    let current = settings([], [{ id: 4, name: 'Soul' }]);
    server.use(
      http.get('/api/notifications/settings', () => HttpResponse.json(current)),
      http.put('/api/notifications/settings', async ({ request }) => {
        const body = (await request.json()) as {
          preferences: { type: string; enabled: boolean }[];
        };
        sent.push(body);
        current = settings(
          body.preferences.filter((p) => !p.enabled).map((p) => p.type),
          current.watchedGenres,
        );
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const saved = await screen.findByRole('checkbox', { name: 'Your recommendation is saved' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(NOTIFICATION_TYPES.length);
    expect(saved).toBeChecked();
    await user.click(saved);
    await waitFor(() =>
      expect(sent).toEqual([{ preferences: [{ type: 'response_saved', enabled: false }] }]),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Your recommendation is saved' }),
      ).not.toBeChecked(),
    );
    expect(
      within(screen.getByRole('list', { name: 'Genres you watch' })).getByText('Soul'),
    ).toBeInTheDocument();
  });

  it('puts a switch back and says why when the server refuses', async () => {
    server.use(
      http.get('/api/notifications/settings', () => HttpResponse.json(settings([], []))),
      http.put('/api/notifications/settings', async () => {
        await delay(150);
        return HttpResponse.json(
          { error: 'rate_limited', message: 'Too many changes, try again in a minute.' },
          { status: 429 },
        );
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const rated = await screen.findByRole('checkbox', {
      name: 'The asker rates your recommendation',
    });
    await user.click(rated);
    // At once (optimistic), then back when the server says no.
    expect(
      screen.getByRole('checkbox', { name: 'The asker rates your recommendation' }),
    ).not.toBeChecked();
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'The asker rates your recommendation' }),
      ).toBeChecked(),
    );
  });

  it('explains watching when no genre is watched, and offers a retry when loading fails', async () => {
    let fail = true;
    server.use(
      http.get('/api/notifications/settings', () =>
        fail
          ? HttpResponse.json({ error: 'x', message: 'down' }, { status: 500 })
          : HttpResponse.json(settings([], [])),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notification settings.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(
      await screen.findByText('Watch up to 10 genres to hear of new requests in them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit watched genres' })).toBeEnabled();
  });
});
