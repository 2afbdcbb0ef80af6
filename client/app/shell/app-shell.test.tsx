// @vitest-environment jsdom
/** The shell's navigation rules (spec 000 §2 Shell; issue 15). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@common/schemas';
import { renderWithApp } from '../../testing/render';
import { ME } from '../../testing/factories';
import { AppShell } from './app-shell';
import { isBottomNavHidden } from './bottom-nav';

/** jsdom's window is 1024 px wide, a desktop: phone tests narrow it (useViewportWidth reads innerWidth). */
function setViewportWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

afterEach(() => {
  cleanup();
  setViewportWidth(1024);
});

function renderShellAt(path: string, user: SessionUser | null) {
  renderWithApp(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="*" element={<h1>Page</h1>} />
      </Route>
    </Routes>,
    { route: path, session: user },
  );
}

describe('app shell', () => {
  it('shows an anonymous visitor of /admin neither the bottom navigation nor the feedback button', () => {
    renderShellAt('/admin', null);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });

  it('shows a member the bottom navigation, the feedback button, and publishes the navigation height', () => {
    setViewportWidth(390);
    renderShellAt('/you', ME);
    expect(screen.queryByTestId('nav-rail')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--bottom-nav-inset')).toBe('65px');
  });

  it('shows the navigation rail from 1024 px wide instead of the bottom bar, with staff links for staff only', () => {
    renderShellAt('/you', ME);
    const rail = screen.getByRole('navigation', { name: 'Main' });
    expect(rail).toHaveAttribute('data-testid', 'nav-rail');
    expect(document.documentElement.style.getPropertyValue('--bottom-nav-inset')).toBe('0px');
    const links = within(rail).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['HOME', '/'],
      ['NEW REQUEST', '/new-request'],
      ['YOU', '/you'],
      ['NOTIFICATIONS', '/notifications'],
    ]);
    expect(within(rail).getByRole('link', { name: 'YOU' })).toHaveAttribute('aria-current', 'page');
    expect(within(rail).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
    cleanup();
    renderShellAt('/', { ...ME, role: 'staff' });
    const staff = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list', {
      name: 'STAFF',
    });
    expect(
      within(staff)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Feedback admin', 'Data dashboard', 'Processing']);
  });

  it('hides the rail where the bottom bar hides, so a request or the composer gets the width', () => {
    renderShellAt('/requests/4', ME);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('hides the bottom navigation during onboarding, where HOME would bounce back', () => {
    setViewportWidth(390);
    expect(isBottomNavHidden('/onboarding/genres')).toBe(true);
    renderShellAt('/onboarding/genres', { ...ME, genres: [] });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--bottom-nav-inset')).toBe('0px');
  });
});
