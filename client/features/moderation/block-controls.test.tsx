// @vitest-environment jsdom
/** Blocking: Block/Unblock and Report in the "…" menu, and the Blocked members list. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { BlockedMembersSection } from './components/block-controls';
import { ModerationMenu } from './components/moderation-menu';
import { DAVE } from '../../testing/factories';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const dave = { ...DAVE, blockedAt: '2026-01-01T10:00:00.000Z' };

/** The "…" menu of Dave's profile, rendered (closed). */
function renderDaveMenu() {
  renderWithClient(
    <ModerationMenu
      label="More actions for Dave Doe"
      targetType="member"
      targetId={4}
      member={dave}
    />,
  );
}

/** Opens the "…" menu of Dave's profile. */
async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'More actions for Dave Doe' }));
  return user;
}

describe('ModerationMenu', () => {
  it('blocks a member not yet blocked from the "…" menu, with PUT', async () => {
    const calls = stubFetch((c) => {
      if (c.path === '/api/blocks') return { body: { data: [] } };
      if (c.path === '/api/users/4/block' && c.method === 'PUT')
        return { body: { userId: 4, blocked: true } };
      return undefined;
    });
    renderDaveMenu();
    const user = await openMenu();
    const item = await screen.findByRole('menuitem', { name: 'Block Dave Doe' });
    await waitFor(() => expect(item).not.toHaveAttribute('data-disabled'));
    await user.click(item);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/users/4/block')).toBe(true),
    );
    // Told after the menu has closed (its item unmounted).
    await waitFor(() =>
      expect(getToasts().some((t) => t.open && t.title === 'Dave Doe blocked')).toBe(true),
    );
  });

  it('offers Unblock for a blocked member, and Report opens its dialog and gives the focus back to the menu button', async () => {
    stubFetch((c) => (c.path === '/api/blocks' ? { body: { data: [dave] } } : undefined));
    renderDaveMenu();
    const user = await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Unblock Dave Doe' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Report this member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this member' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More actions for Dave Doe' })).toHaveFocus(),
    );
  });

  it('works from the keyboard: Enter opens the menu on its first item, Enter picks it', async () => {
    stubFetch((c) => (c.path === '/api/blocks' ? { body: { data: [] } } : undefined));
    renderDaveMenu();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'More actions for Dave Doe' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Report this member' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Report this member' })).toBeInTheDocument();
  });
});

describe('BlockedMembersSection', () => {
  it('lists blocked members with an Unblock button each, and says when there are none', async () => {
    const calls = stubFetch((c) => {
      if (c.path === '/api/blocks') return { body: { data: [dave] } };
      if (c.path === '/api/users/4/block' && c.method === 'DELETE')
        return { body: { userId: 4, blocked: false } };
      return undefined;
    });
    renderWithClient(<BlockedMembersSection />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unblock Dave Doe' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/4/block')).toBe(
        true,
      ),
    );
    cleanup();
    stubFetch((c) => (c.path === '/api/blocks' ? { body: { data: [] } } : undefined));
    renderWithClient(<BlockedMembersSection />);
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });

  it('shows an error state when the list fails', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'internal', message: 'Boom' } }));
    renderWithClient(<BlockedMembersSection />);
    expect(
      await screen.findByText('Failed to load blocked members.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
