// @vitest-environment jsdom
/** A render error never blanks the app: each boundary shows a way back and the rest keeps working. */
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { AppErrorBoundary, RouteErrorBoundary, SectionErrorBoundary } from './error-boundaries';

let broken = true;
function Fragile({ name }: { name: string }) {
  if (broken) throw new Error(`${name} exploded`);
  return <p>{name} works</p>;
}

beforeEach(() => {
  broken = true;
  // React reports caught render errors on the console; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('error boundaries', () => {
  it('app level: a fallback with Reload and a link to the feed instead of a blank page', () => {
    render(
      <AppErrorBoundary>
        <Fragile name="App" />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the feed' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalled();
  });

  it('route level: the shell stays, "Back to the feed" leaves the broken page, "Try again" re-renders it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <nav>
          <Link to="/broken">Broken page</Link>
        </nav>
        <Routes>
          <Route
            path="/"
            element={
              <RouteErrorBoundary>
                <h1>Home feed</h1>
              </RouteErrorBoundary>
            }
          />
          <Route
            path="/broken"
            element={
              <RouteErrorBoundary>
                <Fragile name="Page" />
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'This page failed to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Broken page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the feed' }));
    expect(screen.getByRole('heading', { name: 'Home feed' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Broken page' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This page failed to show');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page works')).toBeInTheDocument();
  });

  it('section level: the player or a table fails alone; the page around it keeps working', async () => {
    const user = userEvent.setup();
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount((c) => c + 1)}>Clicked {count}</button>
          <SectionErrorBoundary label="The player">
            <Fragile name="Player" />
          </SectionErrorBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('The player failed to show.');
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Player works')).toBeInTheDocument();
  });

  it('route level, offline: a page whose code could not be fetched shows the offline message', () => {
    function Unloaded(): never {
      throw new TypeError(
        'Failed to fetch dynamically imported module: https://hearsay.example/assets/saved-page-abc.js',
      );
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Unloaded />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByText('This page failed to show')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/');
  });

  it('route level: a render error while offline is shown as offline too', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Fragile name="Page" />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  });
});
