// @vitest-environment jsdom
/** Blocking (issue 14): the profile's Block/Unblock button and the Blocked members list. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { BlockedMembersSection, BlockMemberButton } from './components/block-controls';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dave = { id: 4, displayName: 'Dave Doe', slug: 'dave-doe', profilePicture: null, blockedAt: '2026-01-01T10:00:00.000Z' };

describe('BlockMemberButton', () => {
  it('blocks a member not yet blocked, with PUT', async () => {
    const calls = stubFetch((c) => {
      if (c.path === '/api/blocks') return { body: { data: [] } };
      if (c.path === '/api/users/4/block' && c.method === 'PUT') return { body: { userId: 4, blocked: true } };
      return undefined;
    });
    renderWithClient(<BlockMemberButton member={dave} />);
    const button = await screen.findByRole('button', { name: 'Block' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/users/4/block')).toBe(true));
  });

  it('offers Unblock for a blocked member', async () => {
    stubFetch((c) => (c.path === '/api/blocks' ? { body: { data: [dave] } } : undefined));
    renderWithClient(<BlockMemberButton member={dave} />);
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });
});

describe('BlockedMembersSection', () => {
  it('lists blocked members with an Unblock button each, and says when there are none', async () => {
    const calls = stubFetch((c) => {
      if (c.path === '/api/blocks') return { body: { data: [dave] } };
      if (c.path === '/api/users/4/block' && c.method === 'DELETE') return { body: { userId: 4, blocked: false } };
      return undefined;
    });
    renderWithClient(<BlockedMembersSection />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unblock Dave Doe' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/4/block')).toBe(true));
    cleanup();
    stubFetch((c) => (c.path === '/api/blocks' ? { body: { data: [] } } : undefined));
    renderWithClient(<BlockedMembersSection />);
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });

  it('shows an error state when the list fails', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'internal', message: 'Boom' } }));
    renderWithClient(<BlockedMembersSection />);
    expect(await screen.findByText('Failed to load blocked members.', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
