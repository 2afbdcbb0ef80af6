// @vitest-environment jsdom
/**
 * /admin in German and Arabic (decision 047): the notice a member reads comes from the members'
 * catalogue; the staff sections (feedback triage, reports queue, blocked servers, audit log) from
 * the staff chunk, loaded before they render.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { RenderLocale } from '@common/i18n/locales';
import type { SessionUser } from '@common/schemas';
import { createI18n, i18nScope } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { AdminPage } from './admin-page';

const english = i18nScope.current;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18nScope.current = english;
});

const base = { slug: 'x', profilePicture: null, genres: [] };
const STAFF: SessionUser = {
  ...base,
  id: 1,
  displayName: 'Sam Staff',
  email: 'sam@example.com',
  role: 'staff',
  emailVerified: true,
  twoFactorEnabled: true,
  mfaPassed: true,
};
const MEMBER: SessionUser = {
  ...base,
  id: 2,
  displayName: 'Mo',
  email: 'mo@example.com',
  role: 'member',
};

const ANSWERS: Record<string, unknown> = {
  '/api/feedback': {
    data: [
      {
        id: 11,
        type: 'bug',
        comment: 'Der Knopf tut nichts',
        screen: '/requests/4',
        status: 'unread',
        priority: 'high',
        createdAt: '2025-03-04T05:06:00.000Z',
        user: null,
      },
    ],
    pagination: { page: 1, hasMore: false },
  },
  '/api/admin/reports': {
    data: [
      {
        targetType: 'request',
        targetId: 7,
        summary: 'dreamy guitars',
        author: { id: 4, displayName: 'Ben' },
        href: '/requests/7',
        hidden: false,
        reports: [1, 2].map((id) => ({
          id,
          reporter: { id: 5 + id, displayName: `R${id}` },
          reason: 'spam',
          note: null,
          createdAt: '2025-03-04T05:06:00.000Z',
        })),
      },
    ],
    actions: [],
  },
  '/api/admin/audit-log': { data: [], nextCursor: null },
  '/api/admin/federation/blocks': { data: [] },
};

async function renderIn(locale: RenderLocale, user: SessionUser) {
  const i18n = await createI18n(locale);
  i18nScope.current = () => i18n;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const answer = ANSWERS[new URL(String(input), 'http://localhost').pathname];
      return new Response(JSON.stringify(answer ?? { error: 'not_found', message: 'Not found' }), {
        status: answer ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  renderWithApp(<AdminPage />, { route: '/admin', session: user });
}

/** The staff sections load lazily, after the staff chunk: a busy machine needs a few seconds. */
const LAZY = { timeout: 15_000 };

describe('/admin in other languages', () => {
  it('gives staff the sections in German', async () => {
    await renderIn('de', STAFF);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feedback-Verwaltung' }, LAZY),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /Fehler/ }, LAZY);
    const heading = within(card).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Fehler');
    expect(heading).toHaveTextContent('Ungelesen');
    expect(heading).toHaveTextContent('Priorität Hoch');
    expect(within(card).getByText('Gelöschtes Konto')).toBeInTheDocument();
    const report = await screen.findByTestId('reported-item', {}, LAZY);
    expect(report).toHaveAccessibleName('Anfrage 2 Mal gemeldet');
    expect(within(report).getByText(/Anfrage · 2 Meldungen/)).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Ausblenden' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gesperrte Server' }, LAZY)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Prüfprotokoll' }, LAZY)).toBeVisible();
  });

  it('uses Arabic plural forms in the reports queue', async () => {
    await renderIn('ar', STAFF);
    const report = await screen.findByTestId('reported-item', {}, LAZY);
    // Two reports: Arabic's dual form, not a number and a plural noun.
    expect(within(report).getByText(/طلب · بلاغان/)).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'إخفاء' })).toBeInTheDocument();
  });

  it('tells a member in Arabic that the screen is for staff', async () => {
    await renderIn('ar', MEMBER);
    expect(await screen.findByRole('heading', { level: 1 }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/إدارة الملاحظات/)).toBeInTheDocument();
    expect(screen.queryByText(/Feedback Admin/)).not.toBeInTheDocument();
  });
});
