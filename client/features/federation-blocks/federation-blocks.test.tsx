// @vitest-environment jsdom
/** The /admin "Blocked servers" section (decision 051): lists, blocks and unblocks through the API. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client';
import { FederationBlocks } from './components/federation-blocks';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('FederationBlocks', () => {
  it(
    'blocks a server, shows the list and the server refusals, and unblocks',
    { timeout: 30_000 },
    async () => {
      let list: { domain: string; createdAt: string; createdBy: null }[] = [];
      const calls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init?: RequestInit) => {
          const method = init?.method ?? 'GET';
          calls.push(`${method} ${url}`);
          if (method === 'GET') return json({ data: list });
          if (method === 'POST') {
            const { domain } = JSON.parse(String(init!.body)) as { domain: string };
            if (domain === 'taken.example')
              return json({ error: 'conflict', message: 'That server is already blocked.' }, 409);
            const block = { domain, createdAt: '2026-11-29T09:00:00.000Z', createdBy: null };
            list = [block];
            return json(block, 201);
          }
          list = [];
          return json({ domain: 'bad.example', blocked: false });
        }),
      );
      render(
        <QueryClientProvider client={createQueryClient()}>
          <FederationBlocks />
        </QueryClientProvider>,
      );
      const user = userEvent.setup();
      // The first answer waits for the development contract check to load (zod and every schema).
      expect(
        await screen.findByText('No server is blocked.', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();

      await user.type(screen.getByLabelText('Server'), 'taken.example');
      await user.click(screen.getByRole('button', { name: 'Block' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('That server is already blocked.');

      await user.clear(screen.getByLabelText('Server'));
      await user.type(screen.getByLabelText('Server'), 'bad.example');
      await user.click(screen.getByRole('button', { name: 'Block' }));
      const item = (await screen.findByText('bad.example')).closest('li')!;
      expect(screen.getByLabelText('Server')).toHaveValue('');

      await user.click(within(item).getByRole('button', { name: 'Unblock bad.example' }));
      expect(await screen.findByText('No server is blocked.')).toBeInTheDocument();
      expect(calls).toContain('DELETE /api/admin/federation/blocks/bad.example');
    },
  );
});
