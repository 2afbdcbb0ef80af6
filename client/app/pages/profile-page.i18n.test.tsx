// @vitest-environment jsdom
/**
 * /profile in German and Arabic (decision 047): the summary, the edit card, genre preferences with
 * their plural count, and the account sections read from the page's catalogue.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from '@common/schemas';
import type { RenderLocale } from '@common/i18n/locales';
import { setupMswServer } from '../../testing/msw';
import { createQueryClient } from '../../lib/query-client';
import { dismissToast } from '../../lib/toast-store';
import { SESSION_KEY } from '../../features/auth/api/session';
import { ME } from '../../testing/factories';
import { ProfilePage } from './profile-page';
import { setupLocaleSwitch } from '../../testing/i18n';

const server = setupMswServer();
const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  dismissToast();
});

const JAZZ = [
  { id: 1, name: 'Jazz' },
  { id: 2, name: 'Soul' },
  { id: 3, name: 'Funk' },
];

async function renderIn(locale: RenderLocale, user: SessionUser) {
  await speak(locale);
  const minutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
  server.use(
    http.get('/api/users/7/handle', () =>
      HttpResponse.json({ slug: 'ana-lima', choosable: false }),
    ),
    http.get('/api/auth/sessions', () =>
      HttpResponse.json({
        sessions: [
          {
            id: 1,
            device: 'Firefox',
            createdAt: minutesAgo,
            lastSeenAt: minutesAgo,
            current: true,
          },
        ],
      }),
    ),
    http.get('/api/auth/webauthn/keys', () => HttpResponse.json({ keys: [], max: 5 })),
    // The other features' sections (notifications, Spotify, blocks) are not this test's subject.
    http.get('/api/*', () =>
      HttpResponse.json({ error: 'not_found', message: 'Not here' }, { status: 404 }),
    ),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
}

describe('/profile in other languages', () => {
  it('speaks German', async () => {
    await renderIn('de', { ...ME, genres: [] });
    expect(screen.getByRole('link', { name: 'Öffentliches Profil ansehen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Profil bearbeiten' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Anzeigename/ })).toHaveValue('Ana Lima');
    expect(screen.getByRole('button', { name: 'Namen speichern' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Lieblingsgenres' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lieblingsgenres bearbeiten' })).toBeEnabled();
    expect(screen.getByText('Noch keine Lieblingsgenres gewählt')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Deine Daten' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(
      /Genre Preferences|Edit profile|Display name|Change password|Your data/,
    );
  });

  it('speaks Arabic, with its plural forms', async () => {
    await renderIn('ar', { ...ME, genres: JAZZ });
    expect(screen.getByRole('heading', { name: 'الأنواع المفضلة' })).toBeVisible();
    expect(screen.getByText('3 أنواع مختارة • تُستخدم لترتيب Magic')).toBeVisible();
    expect(screen.getByRole('list', { name: 'أنواعك' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'المصادقة الثنائية' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إعداد المصادقة الثنائية' })).toBeEnabled();
    expect(await screen.findByRole('heading', { name: 'مفاتيح الأمان' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'حذف الحساب…' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(/genres selected|Security keys|Delete account/);
  });
});
