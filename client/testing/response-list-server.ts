/**
 * A fake of one request's recommendations for reaction tests (upvotes, saves): the list served at
 * GET /api/requests/42/responses, which a handler may replace (`fake.responses = …`) to say what
 * the server holds after a write, and the bodies of the writes it recorded. Not a test file itself.
 */
import { apiPath } from '@common/api-routes';
import { afterEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ResponseItem } from '@common/schemas';
import { dismissToast, getToasts } from '../lib/toast-store';
import { setupMswServer, type server as mswServer } from './msw';

export interface ResponseListFake {
  /** What GET /api/requests/42/responses answers now. */
  responses: ResponseItem[];
  /** Writes recorded by `record`, in order: path, method and parsed JSON body. */
  bodies: { path: string; method: string; body: unknown }[];
  /** Serves `list` as request 42's recommendations and forgets recorded bodies. */
  serve(list: ResponseItem[]): void;
  /** Records a write's path, method and JSON body (undefined when empty). */
  record(request: Request): Promise<void>;
}

/** A response-list fake on `server` (the file's MSW server). */
export function responseListFake(server: typeof mswServer): ResponseListFake {
  const fake: ResponseListFake = {
    responses: [],
    bodies: [],
    serve(list) {
      fake.responses = list;
      fake.bodies.length = 0;
      server.use(
        http.get(apiPath('getRequestResponses', { id: 42 }), () =>
          HttpResponse.json(fake.responses),
        ),
      );
    },
    async record(request) {
      const text = await request.text();
      fake.bodies.push({
        path: new URL(request.url).pathname,
        method: request.method,
        body: text ? JSON.parse(text) : undefined,
      });
    },
  };
  return fake;
}

/** The recommendation card titled `title` ("Song 1 recommended by …"), once rendered. */
export const recommendationCard = (title: string) =>
  screen.findByRole('article', { name: new RegExp(`^${title} recommended by`) });

/**
 * The kit of a reaction test file: the file's MSW server, a response-list fake on it, toasts
 * dismissed and mocks restored after each test, and the newest open toast.
 */
export function reactionTestKit() {
  const server = setupMswServer();
  const fake = responseListFake(server);
  afterEach(() => {
    dismissToast();
    vi.restoreAllMocks();
  });
  return { server, fake, bodies: fake.bodies, latestToast: () => getToasts().find((t) => t.open) };
}
