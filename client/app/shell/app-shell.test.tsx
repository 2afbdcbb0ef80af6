// @vitest-environment jsdom
/** The shell's navigation rules (spec 000 §2 Shell; issue 15). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@common/schemas';
import { renderWithApp } from '../../testing/render';
import { ME } from '../../testing/factories';
import { AppShell } from './app-shell';
import { isBottomNavHidden } from './bottom-nav';

afterEach(cleanup);

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
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--bottom-nav-inset')).toBe('65px');
  });

  it('hides the bottom navigation during onboarding, where HOME would bounce back', () => {
    expect(isBottomNavHidden('/onboarding/genres')).toBe(true);
    renderShellAt('/onboarding/genres', { ...ME, genres: [] });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--bottom-nav-inset')).toBe('0px');
  });
});
