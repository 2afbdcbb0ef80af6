// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { getToasts } from '../../lib/toast-store';
import { recentAnalyticsEvents } from '../../lib/analytics';
import { LoginPage } from './components/login-page';

function renderLogin(answer: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage (spec 000 §5, §8)', () => {
  it('asks for both fields before calling the server', async () => {
    const user = renderLogin(() => new Response('{}'));
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter both email and password',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message on bad credentials", async () => {
    const user = renderLogin(
      () =>
        new Response(
          JSON.stringify({ error: 'invalid_credentials', message: 'Invalid email or password.' }),
          { status: 401 },
        ),
    );
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(getToasts()[0]).toMatchObject({
      title: 'Login failed',
      description: 'Invalid email or password.',
    });
  });

  it('uses the form variant when the server cannot answer', async () => {
    const user = renderLogin(() => new Response('oops', { status: 503 }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to login. Please try again.',
    );
  });

  it('records the login analytics event on success', async () => {
    const user = renderLogin(
      () =>
        new Response(
          JSON.stringify({
            id: 1,
            displayName: 'Ann',
            email: 'ann@example.com',
            slug: 'ann',
            profilePicture: null,
            role: 'member',
            genres: [],
          }),
        ),
    );
    await submit(user);
    await vi.waitFor(
      () => expect(recentAnalyticsEvents().some((e) => e.name === 'login')).toBe(true),
      { timeout: 5_000 },
    );
    expect(getToasts()[0]).toMatchObject({
      title: 'Logged in successfully',
      description: 'Welcome back, Ann!',
    });
  });
});
