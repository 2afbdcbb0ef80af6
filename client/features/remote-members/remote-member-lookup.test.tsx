// @vitest-environment jsdom
/**
 * Finding a member of another server from /profile (decision 058): hidden when the server does not
 * federate; a handle found opens their profile; one not found says so, in English and in German.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createI18n, i18nScope } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { stubFetch } from '../../testing/fetch-stub';
import { RemoteMemberLookup } from './index';

const english = i18nScope.current;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18nScope.current = english;
});

function renderLookup(federating: boolean) {
  const calls = stubFetch((c) => {
    if (c.path === '/api/account/fediverse') return { body: { publish: true, federating } };
    if (c.path === '/api/federation/lookup') {
      if (c.search.get('handle') === 'kim@social.example')
        return {
          body: {
            user: {
              id: 42,
              slug: 'kim@social.example',
              displayName: 'Kim Remote',
              handle: '@kim@social.example',
              remote: true,
            },
          },
        };
      return {
        status: 404,
        body: { error: 'not_found', message: 'No member with that handle was found.' },
      };
    }
    return undefined;
  });
  renderWithApp(
    <Routes>
      <Route path="/profile" element={<RemoteMemberLookup />} />
      <Route path="/profile/:slug" element={<p>Opened profile</p>} />
    </Routes>,
    { route: '/profile' },
  );
  return calls;
}

describe('RemoteMemberLookup', () => {
  it('finds a handle and opens its profile', async () => {
    const calls = renderLookup(true);
    const field = await screen.findByRole('textbox', { name: 'Handle' });
    expect(screen.getByRole('heading', { name: 'Follow someone on another server' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find' })).toBeDisabled();
    await userEvent.type(field, ' kim@social.example {Enter}');
    expect(await screen.findByText('Opened profile')).toBeVisible();
    expect(calls.find((c) => c.path === '/api/federation/lookup')?.search.get('handle')).toBe(
      'kim@social.example',
    );
  });

  it('says when nobody has that handle, and in German too', async () => {
    renderLookup(true);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Handle' }), 'zed@x.example');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No member with that handle was found.',
    );
    cleanup();

    const german = await createI18n('de');
    i18nScope.current = () => german;
    renderLookup(true);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Handle' }), 'zed@x.example');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieses Handle konnte nicht gefunden werden.',
    );
  });

  it('is not shown when the server does not federate', async () => {
    const calls = renderLookup(false);
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === '/api/account/fediverse')).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('textbox', { name: 'Handle' })).not.toBeInTheDocument();
  });
});
