// @vitest-environment jsdom
/** The open avatar menu leaves the page reachable by assistive technology (axe aria-hidden-focus). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ME } from '../../testing/factories';
import { renderWithApp } from '../../testing/render';
import { AvatarMenuDropdown } from './avatar-menu-dropdown';

afterEach(cleanup);

describe('AvatarMenuDropdown', () => {
  it('opens without hiding the page (no aria-hidden around focusable controls)', async () => {
    const { container } = renderWithApp(
      <div>
        <button type="button">Something on the page</button>
        <AvatarMenuDropdown user={ME} isStaff={false} defaultOpen />
      </div>,
      { session: ME },
    );
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
    expect(
      document.querySelectorAll('[aria-hidden="true"] button, [aria-hidden="true"] a[href]'),
    ).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Something on the page' })).toBeVisible();
  });
});
