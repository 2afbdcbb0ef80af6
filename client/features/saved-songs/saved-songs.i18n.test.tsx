// @vitest-environment jsdom
/** Saved songs in German and Arabic (decision 047): the summary line's plural, remove, the empty state. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SavedSongGroup } from '@common/schemas';
import type { RenderLocale } from '@common/i18n/locales';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { aRequestSummary } from '../../testing/factories';
import { renderWithClient, stubFetch } from '../genres/genres-test-helpers';
import { SavedSongs } from './components/saved-songs';
import { setupLocaleSwitch } from '../../testing/i18n';

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const ben = { id: 2, displayName: 'Ben', slug: 'ben', profilePicture: null };
const GROUPS: SavedSongGroup[] = [
  {
    request: aRequestSummary(ben, { type: 'gif', content: null }),
    songs: [
      {
        savedId: 31,
        savedAt: '2024-05-02T10:00:00Z',
        response: {
          id: 51,
          requestId: 9,
          songData: { id: 'a', videoId: 'aaaaaaaaaaa', name: 'Song A', artist: 'Artist' },
          comment: null,
          user: ben,
          upvotes: 0,
          saves: 1,
          createdAt: '2024-05-01T10:00:00Z',
        },
      },
    ],
  },
];

async function renderIn(locale: RenderLocale, groups: SavedSongGroup[]) {
  await speak(locale);
  stubFetch((call) => {
    if (call.path === '/api/users/1/saved-songs') return { body: groups };
    if (call.method === 'DELETE')
      return { body: { saved: false, savedId: null, saves: 0, responseId: 51 } };
    return undefined;
  });
  renderWithClient(
    <MemoryRouter>
      <SavedSongs userId={1} isSavedScreen />
    </MemoryRouter>,
  );
}

describe('saved songs in other languages', () => {
  it('speaks German', async () => {
    await renderIn('de', GROUPS);
    const link = await screen.findByRole('link', { name: /GIF-Anfrage/ });
    expect(link).toHaveTextContent('Ben hat gefragt · 2 Empf.');
    expect(screen.getByRole('list', { name: 'Gespeicherte Songs nach Anfrage' })).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Song A aus „Gespeichert“ entfernen' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Song entfernt' }));
  });

  it('speaks Arabic, its dual included, and says when nothing is saved', async () => {
    await renderIn('ar', GROUPS);
    expect(await screen.findByRole('link', { name: /طلب GIF/ })).toHaveTextContent(
      'Ben سأل · توصيتان',
    );
    cleanup();
    vi.unstubAllGlobals();
    await renderIn('ar', []);
    expect(await screen.findByText('لم تحفظ أي أغنية بعد.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'تصفّح الطلبات' })).toHaveAttribute('href', '/');
  });
});
