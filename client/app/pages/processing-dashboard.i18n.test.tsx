// @vitest-environment jsdom
/**
 * /processing in German and Arabic (decision 047): the staff screen's words come from the staff
 * catalogue chunk, which the page's language loads before the screen renders (StaffScreen).
 */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RenderLocale } from '@common/i18n/locales';
import { ME } from '../../testing/factories';
import { renderSignedIn } from '../../testing/render-signed-in';
import { createI18n, i18nScope } from '../../lib/i18n';
import { ProcessingPage } from './processing-page';

const STAFF = { ...ME, role: 'staff' as const, mfaPassed: true };
const server = setupServer();
const english = i18nScope.current;
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  i18nScope.current = english;
});
afterAll(() => server.close());

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 20 });

function serve() {
  server.use(
    http.get('/api/genres', () => HttpResponse.json([])),
    http.get('/api/admin/quality-review-results', () =>
      HttpResponse.json({
        run: null,
        running: null,
        results: [],
        total: 0,
        page: 1,
        limit: 20,
        counts: { issues: 0, compilations: 0 },
        nextScan: { responses: 3, estimatedSeconds: 10, reviewer: 'offline' },
      }),
    ),
    http.get('/api/admin/fixed-responses', () => HttpResponse.json(page([]))),
    http.get('/api/admin/processing-dashboard-stats', () =>
      HttpResponse.json({
        requests: { unprocessed: 3, noGenreDetected: 2, processing: true },
        responses: { unprocessed: 0, processing: false },
      }),
    ),
    http.get('/api/admin/no-genre-requests', () =>
      HttpResponse.json(
        page([
          {
            id: 21,
            type: 'gif',
            content: '',
            userId: 4,
            authorName: 'Ben',
            createdAt: '2026-11-20T10:00:00Z',
          },
        ]),
      ),
    ),
    http.get('/api/admin/no-genre-responses', () => HttpResponse.json(page([]))),
  );
}

async function renderIn(locale: RenderLocale) {
  const i18n = await createI18n(locale);
  i18nScope.current = () => i18n;
  serve();
  renderSignedIn(<ProcessingPage />, { user: STAFF, path: '/processing', pattern: '/processing' });
  // The staff chunk and the screen's modules load cold first: a slow machine needs a few seconds.
  return screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
}

describe('/processing in other languages', () => {
  it('speaks German: heading, cards, tabs and the request card', async () => {
    expect(await renderIn('de')).toHaveTextContent('Verarbeitungs-Dashboard');
    expect(
      screen.getByText('Genre-Erkennung überwachen und Genres von Hand zuordnen'),
    ).toBeVisible();
    const requests = await screen.findByRole('article', { name: 'Anfragen' });
    expect(await within(requests).findByText('Läuft')).toBeInTheDocument();
    expect(within(requests).getByText('Kein Genre erkannt')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Korrigiert (0)' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Anfrage #21' });
    expect(within(card).getByText('(Kein Inhalt)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(screen.queryByText('Processing Dashboard')).not.toBeInTheDocument();
  });

  it('speaks Arabic, with its own words for the cards and the by-line', async () => {
    expect(await renderIn('ar')).toHaveTextContent('لوحة المعالجة');
    const responses = await screen.findByRole('article', { name: 'الردود' });
    expect(await within(responses).findByText('خامل')).toBeInTheDocument();
    expect(within(responses).getByText('مشكلات محتملة')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'الطلب رقم 21' });
    expect(card).toHaveTextContent('بواسطة Ben');
    expect(screen.getByRole('button', { name: 'تشغيل فحص جديد' })).toBeInTheDocument();
  });
});
