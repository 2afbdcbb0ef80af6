// @vitest-environment jsdom
/**
 * Reporting a member of another server (decision 058): the report dialog offers to send the report
 * to their server too, and sends `forward: true` only when ticked; for members of this server it
 * offers nothing.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/render';
import { stubFetch } from '../../testing/fetch-stub';
import { ReportButton } from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderReport(remoteServer: string | null) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')));
      return new Response(JSON.stringify({ id: 1 }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  renderWithApp(<ReportButton targetType="request" targetId={9} remoteServer={remoteServer} />);
  return bodies;
}

describe('forwarding a report', () => {
  it('offers to send it to the member’s server and says so in the body when ticked', async () => {
    const bodies = renderReport('social.example');
    await userEvent.click(screen.getByRole('button', { name: 'Report this request' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    const forward = screen.getByRole('checkbox', {
      name: 'Also send this report to social.example, without your name',
    });
    expect(forward).not.toBeChecked();
    await userEvent.click(forward);
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ targetType: 'request', targetId: 9, forward: true });
  });

  it('offers nothing for a member of this server', async () => {
    stubFetch(() => undefined);
    renderReport(null);
    await userEvent.click(screen.getByRole('button', { name: 'Report this request' }));
    expect(screen.getByRole('radio', { name: 'Spam or advertising' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
