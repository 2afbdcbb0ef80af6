// @vitest-environment jsdom
/** Toast timing of spec 000 §9 after a toast was closed by hand (issue 15). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, toast } from '../../lib/toast-store';
import { Toaster } from './toaster';

// jsdom has no pointer capture; Radix's swipe handling asks for it.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('Toaster', () => {
  it('still closes later toasts by themselves after one was closed with its ×', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'First', duration: 60_000 }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('First', { selector: '[data-variant] *' })).not.toBeInTheDocument());

    act(() => void toast({ title: 'Second', duration: 300 }));
    expect(screen.getByText('Second', { selector: '[data-variant] *' })).toBeInTheDocument();
    // Default toasts close after their duration even though the first one was closed by hand.
    await waitFor(() => expect(screen.queryByText('Second', { selector: '[data-variant] *' })).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Old', duration: 60_000 }));
    act(() => void toast({ title: 'New', duration: 60_000 }));
    expect(screen.queryByText('Old', { selector: '[data-variant] *' })).not.toBeInTheDocument();
    expect(screen.getByText('New', { selector: '[data-variant] *' })).toBeInTheDocument();
  });

  it('sits above the bottom navigation and the floating player, not at the top', () => {
    render(<Toaster />);
    const viewport = screen.getByTestId('toast-viewport');
    expect(viewport.className).toMatch(/bottom-\[calc\(max\(var\(--bottom-nav-inset,0px\),var\(--player-inset,0px\)\)/);
    expect(viewport.className).not.toMatch(/\btop-/);
  });
});
