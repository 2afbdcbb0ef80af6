// @vitest-environment jsdom
/** /profile's fediverse switch (decisions 046, 051): hidden when the server does not federate, saved when flipped. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client';
import { FediversePublishSetting } from './components/fediverse-publish-setting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function renderWith(federating: boolean) {
  let publish = true;
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { publish: boolean };
        puts.push(body);
        publish = body.publish;
      }
      return json({ publish, federating });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FediversePublishSetting />
    </QueryClientProvider>,
  );
  return puts;
}

describe('FediversePublishSetting', () => {
  it('switches publishing off and on', { timeout: 30_000 }, async () => {
    const puts = renderWith(true);
    const name = 'Publish my requests and answers to the fediverse';
    const toggle = await screen.findByRole('switch', { name }, { timeout: 15_000 });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(puts).toEqual([{ publish: false }]);
  });

  it('shows nothing when the server does not federate', { timeout: 30_000 }, async () => {
    renderWith(false);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
