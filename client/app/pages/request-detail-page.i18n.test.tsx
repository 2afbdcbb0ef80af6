// @vitest-environment jsdom
/**
 * The request page in German and Arabic (decision 047): the card, the recommendation form, the
 * answers and a reply thread read from the page's catalogue, plural forms included.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RenderLocale } from '@common/i18n/locales';
import { setupMswServer } from '../../testing/msw';
import { createQueryClient } from '../../lib/query-client';
import { dismissToast } from '../../lib/toast-store';
import { SESSION_KEY } from '../../features/auth/api/session';
import { aRequest, aResponse, ME } from '../../testing/factories';
import { RequestDetailPage } from './request-detail-page';
import { setupLocaleSwitch } from '../../testing/i18n';

const server = setupMswServer();
const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  dismissToast();
});

async function renderIn(locale: RenderLocale) {
  await speak(locale);
  server.use(
    http.get('/api/requests/42', () => HttpResponse.json(aRequest({ responses: 2 }))),
    http.get('/api/requests/42/responses', () =>
      HttpResponse.json([aResponse(1, { cosigns: 3, replies: 2 }), aResponse(2)]),
    ),
    http.get('/api/requests/42/follow', () => HttpResponse.json({ following: false })),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, ME);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/requests/42?openForm=true']}>
        <Routes>
          <Route path="/requests/:id" element={<RequestDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The first render loads the page's modules cold: a slow machine needs more than a second.
  return screen.findByTestId('request-detail', {}, { timeout: 8000 });
}

describe('the request page in other languages', () => {
  it('speaks German', async () => {
    const card = await renderIn('de');
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Details der Anfrage' })).toHaveAttribute(
      'title',
      'Einklappen',
    );
    expect(card).toHaveTextContent('2 Antworten');
    expect(screen.getByRole('region', { name: 'Einen Song empfehlen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'SENDEN' })).toBeDisabled();
    expect(screen.getByPlaceholderText('Warum dieser Song?')).toBeVisible();
    expect(await screen.findByRole('heading', { name: /^Antworten \(2\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reihenfolge' })).toHaveDisplayValue(
      'Geliebte zuerst',
    );
    const answer = screen.getByRole('article', { name: 'Song 1, empfohlen von Ben Okafor' });
    expect(within(answer).getByTestId('cosign-count')).toHaveTextContent('3 Mitempfehlungen');
    expect(within(answer).getByTestId('reply-toggle')).toHaveTextContent('2 Antworten');
    expect(document.body).not.toHaveTextContent(/Recommend a song|Responses|No verdict/);
  });

  it('speaks Arabic, with its plural forms', async () => {
    server.use(
      http.get('/api/responses/2/replies', () =>
        HttpResponse.json({ data: [], pagination: { page: 1, hasMore: false }, total: 0 }),
      ),
    );
    const card = await renderIn('ar');
    expect(card).toHaveTextContent('ردّان');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: /^الردود \(2\)$/ })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Song 2، أوصى بها Ben Okafor' });
    const toggle = within(second).getByTestId('reply-toggle');
    expect(toggle).toHaveTextContent('رد');
    await userEvent.setup().click(toggle);
    expect(await within(second).findByText('لا توجد ردود بعد.')).toBeVisible();
    expect(within(second).getByRole('button', { name: 'إرسال الرد' })).toBeDisabled();
  });
});
