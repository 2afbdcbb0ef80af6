/**
 * Shared fixtures of the genre feature tests: a small hierarchy, a routing fetch stub and a
 * render helper with the app's query client. Not a test file itself.
 */
import { apiPath } from '@common/api-routes';
import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { GenreCategory } from '@common/schemas';
import { createQueryClient } from '../../lib/query-client';

function genre(id: number, name: string, active = true) {
  return { id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), weight: 1, active };
}

/** Four categories, 16 pickable genres, plus one hidden and one inactive genre that must never show. */
export const HIERARCHY: GenreCategory[] = [
  {
    id: 1,
    name: 'Latin',
    slug: 'latin',
    genres: [
      genre(11, 'Bossa Nova'),
      genre(12, 'Música Popular Brasileira'),
      genre(13, 'Reggaeton'),
      genre(14, 'Salsa'),
    ],
  },
  {
    id: 2,
    name: 'Rock',
    slug: 'rock',
    genres: [
      genre(21, 'Alternative Rock'),
      genre(22, 'Indie Rock'),
      genre(23, 'Punk'),
      genre(24, 'Rock'),
      genre(25, 'Krautrock', false),
    ],
  },
  {
    id: 3,
    name: 'Electronic',
    slug: 'electronic',
    genres: [
      genre(31, 'Ambient'),
      genre(32, 'Drum & Bass'),
      genre(33, 'House'),
      genre(34, 'Techno'),
      genre(35, '__no_genre_detected__'),
    ],
  },
  {
    id: 4,
    name: 'Jazz',
    slug: 'jazz',
    genres: [
      genre(41, 'Bebop'),
      genre(42, 'Jazz Fusion'),
      genre(43, 'Smooth Jazz'),
      genre(44, 'Swing'),
    ],
  },
];

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => { status?: number; body?: unknown } | undefined;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs global fetch. `handler` may answer any call; unanswered GET /api/genres returns
 * HIERARCHY and anything else 404. Returns the list of calls made.
 */
export function stubFetch(handler: Handler = () => undefined): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: RecordedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = handler(call);
      if (answer) return json(answer.status ?? 200, answer.body);
      if (call.method === 'GET' && call.path === apiPath('getGenres')) return json(200, HIERARCHY);
      return json(404, { error: 'not_found', message: 'Not found' });
    }),
  );
  return calls;
}

/** Renders `ui` inside a fresh app query client; returns the client too. */
export function renderWithClient(ui: ReactElement, queryClient: QueryClient = createQueryClient()) {
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}

/**
 * Opens the genre picker with the button named `openButton`, picks each of `names` through the
 * search box, confirms with "Add N Genres" and waits for the dialog to close.
 */
export async function chooseGenres(user: UserEvent, openButton: string, names: string[]) {
  await user.click(screen.getByRole('button', { name: openButton }));
  const dialog = await screen.findByRole('dialog', { name: 'Add up to 10 favorite genres' });
  const search = within(dialog).getByRole('textbox', { name: 'Search genres' });
  for (const name of names) {
    await user.type(search, name);
    await user.click(await within(dialog).findByRole('button', { name }));
  }
  await user.click(within(dialog).getByRole('button', { name: /^Add \d+ Genres?$/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
