// @vitest-environment jsdom
/**
 * The shell's menu, dialog and toaster load on first use: nothing of them is mounted
 * before, and the first press still opens them.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@common/schemas';
import { dismissToast, toast } from '../../lib/toast-store';
import { renderWithApp } from '../../testing/render';
import { ME } from '../../testing/factories';
import { LazyToaster } from '../../components/ui/lazy-toaster';
import { FeedbackButton } from '../../features/feedback/components/feedback-button';
import { AvatarMenu } from './avatar-menu';

// The first use transforms the lazy module; on a busy machine that takes longer than findBy's 1 s.
const LOAD = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  dismissToast();
});

function renderWith(ui: React.ReactElement, user: SessionUser = ME) {
  renderWithApp(ui, { session: user });
}

describe('lazy shell parts', () => {
  it('opens the avatar menu on the first press, with the staff links for staff only', async () => {
    const user = userEvent.setup();
    renderWith(<AvatarMenu user={ME} />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Account menu for ${ME.displayName}` }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Feedback admin' })).not.toBeInTheDocument();
  });

  it('opens the avatar menu from the keyboard (ArrowDown) too, and shows staff links to staff', async () => {
    const user = userEvent.setup();
    const staff = { ...ME, role: 'staff' } as SessionUser;
    renderWith(<AvatarMenu user={staff} />, staff);
    screen.getByRole('button', { name: `Account menu for ${ME.displayName}` }).focus();
    await user.keyboard('{ArrowDown}');
    expect(
      await screen.findByRole('menuitem', { name: 'Feedback admin' }, LOAD),
    ).toBeInTheDocument();
  });

  it('opens the feedback dialog on the first press', async () => {
    const user = userEvent.setup();
    renderWith(<FeedbackButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', {}, LOAD)).toBeInTheDocument();
  });

  it('mounts the toaster with the first toast', async () => {
    renderWith(<LazyToaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Link copied' });
    });
    expect(await screen.findByText('Link copied', {}, LOAD)).toBeInTheDocument();
  });
});
