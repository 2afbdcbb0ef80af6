// @vitest-environment jsdom
/**
 * /data in German and Arabic (decision 047): tabs, the Stats cards and a table's headers come from
 * the staff chunk; numbers are written the page language's way.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RenderLocale } from '@common/i18n/locales';
import type { SessionUser } from '@common/schemas';
import { createI18n, i18nScope } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { DataPage } from './data-page';

const english = i18nScope.current;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18nScope.current = english;
});

const STAFF: SessionUser = {
  slug: 'x',
  profilePicture: null,
  genres: [],
  id: 1,
  displayName: 'Sam Staff',
  email: 'sam@example.com',
  role: 'staff',
  emailVerified: true,
  twoFactorEnabled: true,
  mfaPassed: true,
};

async function renderIn(locale: RenderLocale, route = '/data') {
  const i18n = await createI18n(locale);
  i18nScope.current = () => i18n;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body =
        path === '/api/admin/data/stats'
          ? { totalUsers: 1234, totalRequests: 56, totalResponses: 7, totalSaves: 0 }
          : path === '/api/admin/data/genres'
            ? { userGenres: [], requestGenres: [] }
            : null;
      return new Response(JSON.stringify(body ?? { error: 'not_found', message: 'Not found' }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  renderWithApp(<DataPage />, { route, session: STAFF });
}

const LAZY = { timeout: 15_000 };

describe('/data in other languages', () => {
  it('shows the tabs and the Stats cards in German, with German digits grouping', async () => {
    await renderIn('de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daten-Dashboard' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Statistik',
      'Mitglieder',
      'Anfragen',
      'Antworten',
      'Speicherungen',
      'Genres',
    ]);
    const card = (
      await screen.findByRole('heading', { name: 'Mitglieder insgesamt' }, LAZY)
    ).closest('li')!;
    expect(card).toHaveTextContent('1.234');
  });

  it('names the Genres tab tables and their empty states in Arabic', async () => {
    await renderIn('ar', '/data?tab=genres');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'أنواع المستخدمين' }, LAZY),
    ).toBeInTheDocument();
    expect(await screen.findByText('لم يختر أي عضو نوعًا بعد.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^تصدير CSV/ })).toHaveLength(2);
  });
});
