/**
 * Shared fixtures of component tests: a routing fetch stub and a render helper with
 * the app's query client. Not a test file itself.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithApp } from './render';

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
}

type Answer =
  { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }> | undefined;

/** Stubs fetch: `handler` answers calls; anything unanswered is 404. Returns the calls made. */
export function stubFetch(handler: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.searchParams };
      calls.push(call);
      const answer = (await handler(call)) ?? {
        status: 404,
        body: { error: 'not_found', message: 'Not found' },
      };
      return new Response(JSON.stringify(answer.body ?? null), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders `ui` with the app's query client and no router (see render.tsx for the general helper). */
export function renderWithClient(ui: ReactElement) {
  return renderWithApp(ui, { route: false });
}
