// @vitest-environment jsdom
/** Toast timing of spec 000 §9 after a toast was closed by hand. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    await waitFor(() =>
      expect(screen.queryByText('First', { selector: '[data-variant] *' })).not.toBeInTheDocument(),
    );

    act(() => void toast({ title: 'Second', duration: 300 }));
    expect(screen.getByText('Second', { selector: '[data-variant] *' })).toBeInTheDocument();
    // Default toasts close after their duration even though the first one was closed by hand.
    await waitFor(
      () =>
        expect(
          screen.queryByText('Second', { selector: '[data-variant] *' }),
        ).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
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
    expect(viewport.className).toMatch(
      /bottom-\[calc\(max\(var\(--bottom-nav-inset,0px\),var\(--player-inset,0px\)\)/,
    );
    expect(viewport.className).not.toMatch(/\btop-/);
  });
});

describe('toasts that ask for attention', () => {
  afterEach(() => vi.useRealTimers());
  const shown = (title: string) => screen.queryByText(title, { selector: '[data-variant] *' });
  /** Radix's announcer: a live region holding the toast's text. */
  const announcer = (title: string) =>
    screen
      .getAllByRole('status')
      .find((el) => el.getAttribute('aria-live') && el.textContent?.includes(title));

  it('keeps success toasts at 1.5 s, errors and toasts with an action at least 8 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Saved', variant: 'success' }));
    act(() => vi.advanceTimersByTime(1600));
    expect(shown('Saved')).not.toBeInTheDocument();

    act(() => void toast({ title: 'Reserved genres cannot be assigned.', variant: 'destructive' }));
    act(() => vi.advanceTimersByTime(7900));
    expect(shown('Reserved genres cannot be assigned.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(shown('Reserved genres cannot be assigned.')).not.toBeInTheDocument();

    // An explicit short duration does not shorten a toast with an action below 8 s.
    act(
      () =>
        void toast({
          title: 'Request deleted',
          duration: 1500,
          action: { label: 'Undo', onClick: () => {} },
        }),
    );
    act(() => vi.advanceTimersByTime(7900));
    expect(shown('Request deleted')).toBeInTheDocument();
  });

  it('pauses an error while the pointer is over it or focus is inside, and resumes after', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: "You can't answer this request.", variant: 'destructive' }));
    const root = shown("You can't answer this request.")!.closest('[data-variant]')!;
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.pointerEnter(root);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown("You can't answer this request.")).toBeInTheDocument();
    fireEvent.pointerLeave(root);
    act(() => root.querySelector('button')!.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown("You can't answer this request.")).toBeInTheDocument();
    act(() => root.querySelector('button')!.blur());
    act(() => vi.advanceTimersByTime(2900));
    expect(shown("You can't answer this request.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(shown("You can't answer this request.")).not.toBeInTheDocument();
  });

  it('announces errors assertively and success politely', async () => {
    render(<Toaster />);
    act(() => void toast({ title: '1 other session was signed out.', variant: 'destructive' }));
    await waitFor(() =>
      expect(announcer('1 other session was signed out.')).toHaveAttribute(
        'aria-live',
        'assertive',
      ),
    );
    act(() => void toast({ title: 'Saved', variant: 'success' }));
    await waitFor(() => expect(announcer('Saved')).toHaveAttribute('aria-live', 'polite'));
  });
});
