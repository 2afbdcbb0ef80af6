// @vitest-environment jsdom
/**
 * /notifications in German and Arabic (decision 047): the heading, the unread line and each
 * group's words (plural forms, the verdict's label) come from the page's catalogue.
 */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RenderLocale } from '@common/i18n/locales';
import { aNotificationGroup } from '../../testing/factories';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { NotificationsPage } from './components/notifications-page';
import { setupLocaleSwitch } from '../../testing/i18n';

const server = setupMswServer();
const speak = setupLocaleSwitch();
async function renderIn(locale: RenderLocale) {
  await speak(locale);
  server.use(
    http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread: 2 })),
    http.get('/api/notifications', () =>
      HttpResponse.json({
        data: [
          aNotificationGroup(1, { type: 'response_saved', actorCount: 3, unread: true }),
          aNotificationGroup(2, { type: 'response_rated', verdict: 'loved', unread: true }),
        ],
        pagination: { page: 1, hasMore: false },
        unread: 2,
      }),
    ),
  );
  renderWithApp(<NotificationsPage />);
  // The first render loads the page's modules cold: a slow machine needs more than a second.
  return screen.findAllByTestId('notification', {}, { timeout: 8000 });
}

describe('/notifications in other languages', () => {
  it('speaks German', async () => {
    const [saved, rated] = await renderIn('de');
    expect(saved).toHaveTextContent('Ana und 2 weitere haben deine Empfehlung gespeichert');
    expect(rated).toHaveTextContent('Ana hat deine Empfehlung mit „Geliebt“ markiert');
    expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toBeVisible();
    expect(screen.getByText('2 ungelesen')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeVisible();
  });

  it('speaks Arabic', async () => {
    const [saved, rated] = await renderIn('ar');
    expect(saved).toHaveTextContent('حفظ توصيتك Ana وشخصان آخران');
    expect(rated).toHaveTextContent('وصف توصيتك بـ«أحببتها» Ana');
    expect(screen.getByRole('heading', { name: 'الإشعارات' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'سجل الإشعارات' })).toBeVisible();
  });
});
