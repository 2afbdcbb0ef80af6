// @vitest-environment jsdom
/** /onboarding/genres (spec 000 §2, §4 "Onboarding save", §5, §8). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@common/schemas';
import { getToasts } from '../../lib/toast-store';
import { SESSION_KEY } from '../auth';
import { genreKeys } from '../../lib/queries/genres';
import { OnboardingGenresPage } from './components/onboarding-genres-page';
import { renderWithApp } from '../../testing/render';
import { chooseGenres, stubFetch, type RecordedCall } from './genres-test-helpers';
import { ME } from '../../testing/factories';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(handler?: Parameters<typeof stubFetch>[0]) {
  const calls = stubFetch(handler);
  const user = userEvent.setup();
  const { queryClient } = renderWithApp(
    <Routes>
      <Route path="/onboarding/genres" element={<OnboardingGenresPage />} />
      <Route path="/" element={<h1>Home feed</h1>} />
    </Routes>,
    { route: '/onboarding/genres', session: ME },
  );
  return { user, calls, queryClient };
}

const latestToast = () => getToasts()[0];

describe('OnboardingGenresPage', () => {
  it('shows the headline, the prompt, the picker button and the profile note', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'What music do you love?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Select up to 10 favorite genres/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Your Genres' })).toBeInTheDocument();
    expect(screen.getByText(/change your genres later in your profile/)).toBeInTheDocument();
  });

  it('continuing with no genres toasts "Select at least one genre" and saves nothing', async () => {
    const { user, calls } = renderPage();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    expect(latestToast()).toMatchObject({
      title: 'Select at least one genre',
      description: 'Choose at least one music genre to get started.',
      variant: 'destructive',
    });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'What music do you love?' })).toBeInTheDocument();
  });

  it('shows chosen genres as chips with a count, then saves, welcomes and goes to /', async () => {
    const saved = [
      { genreId: 12, genreName: 'Música Popular Brasileira' },
      { genreId: 33, genreName: 'House' },
    ];
    const { user, calls, queryClient } = renderPage((call: RecordedCall) => {
      if (call.method === 'POST' && call.path === '/api/users/7/genres') return { body: saved };
      if (call.path === '/api/users/7/genres') return { body: saved };
      if (call.path === '/api/auth/me')
        return {
          body: {
            ...ME,
            genres: [
              { id: 12, name: 'Música Popular Brasileira' },
              { id: 33, name: 'House' },
            ],
          },
        };
      return undefined;
    });

    await chooseGenres(user, 'Choose Your Genres', ['Música Popular Brasileira', 'House']);
    expect(screen.getByText('2 genres selected')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Your genres' })).getAllByRole(
      'listitem',
    );
    expect(chips.map((c) => c.textContent)).toEqual(['Música Popular Brasileira', 'House']);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Continue with 2 genres' }));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();

    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/users/7/genres',
      body: { genres: ['Música Popular Brasileira', 'House'] },
    });
    expect(latestToast()).toMatchObject({
      title: 'Welcome to Hearsay',
      description: 'Your music preferences have been saved.',
    });
    // The session carries the genres at once, so the feed guard will not bounce back here.
    expect(queryClient.getQueryData<SessionUser>(SESSION_KEY)?.genres).toEqual([
      { id: 12, name: 'Música Popular Brasileira' },
      { id: 33, name: 'House' },
    ]);
    // The saved-genres list and the session are refreshed after saving.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: genreKeys.byUser(7) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SESSION_KEY });
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.path === '/api/auth/me')).toBe(true),
    );
  });

  it('labels the button "Continue with 1 genre" for a single genre', async () => {
    const { user } = renderPage();
    await chooseGenres(user, 'Choose Your Genres', ['Salsa']);
    expect(screen.getByText('1 genre selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with 1 genre' })).toBeInTheDocument();
  });

  it('toasts "Error saving preferences" with the server message when saving fails, and stays', async () => {
    const { user } = renderPage((call) =>
      call.method === 'POST'
        ? { status: 400, body: { error: 'unknown_genre', message: 'Unknown genre: Salsa' } }
        : undefined,
    );
    await chooseGenres(user, 'Choose Your Genres', ['Salsa']);
    await user.click(screen.getByRole('button', { name: 'Continue with 1 genre' }));

    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Error saving preferences',
        description: 'Unknown genre: Salsa',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('heading', { name: 'What music do you love?' })).toBeInTheDocument();
  });

  it('falls back to "Failed to save genres" when the server gives no message', async () => {
    const { user } = renderPage((call) => (call.method === 'POST' ? { status: 502 } : undefined));
    await chooseGenres(user, 'Choose Your Genres', ['Techno']);
    await user.click(screen.getByRole('button', { name: 'Continue with 1 genre' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Error saving preferences',
        description: 'Failed to save genres',
      }),
    );
  });
});
