// @vitest-environment jsdom
/** The shell's navigation rules (spec 000 §2 Shell). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@common/schemas';
import { renderWithApp } from '../../testing/render';
import { ME } from '../../testing/factories';
import { AppShell } from './app-shell';
import { isBottomNavHidden } from './bottom-nav';

/**
 * jsdom applies no CSS: both navigations are in its DOM, and the `lg:` classes decide which one a
 * browser shows (decision 042; e2e/layout-shift.spec.ts checks it in Chromium). What JavaScript
 * still decides (the inset the bar publishes) follows the `(min-width: 1024px)` media query.
 */
function setDesktop(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches && query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

afterEach(() => {
  cleanup();
  setDesktop(false);
});

/** The rail and the bottom bar, each with the classes that show it on its side of 1024 px. */
function mainNavigations() {
  const navs = screen.getAllByRole('navigation', { name: 'Main' });
  const rail = navs.find((n) => n.dataset.testid === 'nav-rail');
  const bar = navs.find((n) => n.dataset.testid !== 'nav-rail');
  expect(rail).toHaveClass('hidden', 'lg:block');
  expect(bar).toHaveClass('lg:hidden');
  return { rail: rail!, bar: bar! };
}

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
    renderShellAt('/you', ME);
    expect(within(mainNavigations().bar).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--bottom-nav-inset')).toBe('65px');
  });

  it('shows the navigation rail from 1024 px wide instead of the bottom bar, with staff links for staff only', () => {
    setDesktop(true);
    renderShellAt('/you', ME);
    const { rail } = mainNavigations();
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
    const staff = within(mainNavigations().rail).getByRole('list', {
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
    expect(isBottomNavHidden('/onboarding/genres')).toBe(true);
    renderShellAt('/onboarding/genres', { ...ME, genres: [] });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--bottom-nav-inset')).toBe('0px');
  });
});
