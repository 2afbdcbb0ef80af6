/**
 * One MSW server for component tests: `setupMswServer()` in a test
 * file starts it before the file's tests, resets handlers after each and closes it at the end. Any
 * request without a handler fails the test (`onUnhandledRequest: 'error'`), so a component cannot
 * call an endpoint its test does not know about. Not a test file itself.
 */
import { apiPath } from '@common/api-routes';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one answer every test gets unless it says otherwise: a server without Spotify, as most are
 * (the answers and Saved lists ask it whether to offer "Save as Spotify playlist").
 */
const spotifyOff = http.get(apiPath('getSpotifyConfig'), () =>
  HttpResponse.json({ enabled: false, clientId: null, sdkUrl: null, apiBaseUrl: null, scopes: [] }),
);

export const server = setupServer(spotifyOff);

/** Registers the server's lifecycle (and React Testing Library's cleanup) on the calling test file. */
export function setupMswServer(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

/** The API's error reply (`{ error, message }` with `status`), for a handler that refuses. */
export function apiError(status: number, error: string, message: string) {
  return HttpResponse.json({ error, message }, { status });
}
