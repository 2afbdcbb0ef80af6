/**
 * The HTTP layer of the Spotify client (spotify-client.ts): one timeout for every call, Basic-auth
 * token requests to the Accounts service, and Bearer GET/POST to the Web API, each turning a
 * failure into SpotifyError (SpotifyGrantError for a refused grant) with Spotify's status.
 */

/** Timeout of every call to Spotify, in ms (our choice, like the YouTube provider's 8 s). */
export const SPOTIFY_TIMEOUT_MS = 8000;

export class SpotifyError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'SpotifyError';
  }
}

/** Spotify answered `invalid_grant`: the code or refresh token is revoked, expired or already used. */
export class SpotifyGrantError extends SpotifyError {
  constructor(message: string) {
    super(message, 400);
    this.name = 'SpotifyGrantError';
  }
}

export interface SpotifyTokens {
  accessToken: string;
  /** Present on the code exchange; on refresh only when Spotify rotates it. */
  refreshToken?: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  scope?: string;
}

/** What spotify-http needs to reach Spotify. */
export interface SpotifyHttpOptions {
  clientId: string;
  clientSecret: string;
  accountsBaseUrl: string;
  apiBaseUrl: string;
  fetch?: typeof fetch;
}

/** The calls the client is built from. */
export interface SpotifyHttp {
  /** A raw call within SPOTIFY_TIMEOUT_MS; a network failure is a SpotifyError. */
  call(url: string, init: RequestInit): Promise<Response>;
  /** A POST to the Accounts service's token endpoint with `form`. */
  token(form: Record<string, string>): Promise<SpotifyTokens>;
  /** A Web API GET; null for 404. */
  get<T>(accessToken: string, path: string, query?: Record<string, string>): Promise<T | null>;
  /** A JSON POST to the Web API; the parsed answer. */
  post<T>(accessToken: string, path: string, body: unknown): Promise<T>;
  /** The `Authorization: Basic` value of the app's client id and secret. */
  basic: string;
}

/** `path` resolved against `base`, which is treated as a folder. */
export const joinUrl = (base: string, path: string) =>
  new URL(path, base.endsWith('/') ? base : `${base}/`).toString();

/** The JSON body of a Web API answer, or SpotifyError naming `path` and Spotify's status. */
async function webApiAnswer<T>(res: Response, path: string): Promise<T> {
  const body = (await res.json().catch(() => null)) as
    (T & { error?: { message?: string } }) | null;
  if (!res.ok)
    throw new SpotifyError(
      `Spotify ${path} failed (HTTP ${res.status}${body?.error?.message ? `: ${body.error.message}` : ''})`,
      res.status,
    );
  if (!body) throw new SpotifyError(`Spotify ${path} answer is not JSON`, res.status);
  return body;
}

/** Tokens from a token endpoint answer; SpotifyGrantError for `invalid_grant`. */
async function tokenAnswer(res: Response): Promise<SpotifyTokens> {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const error = typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`;
    const description =
      typeof body?.error_description === 'string' ? `: ${body.error_description}` : '';
    if (error === 'invalid_grant')
      throw new SpotifyGrantError(`Spotify refused the grant${description}`);
    throw new SpotifyError(`Spotify token request failed (${error}${description})`, res.status);
  }
  if (!body || typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
    throw new SpotifyError('Spotify token answer is not understood', res.status);
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    expiresIn: body.expires_in,
    scope: typeof body.scope === 'string' ? body.scope : undefined,
  };
}

/** The HTTP calls of a Spotify client over `options`. */
export function createSpotifyHttp(options: SpotifyHttpOptions): SpotifyHttp {
  const doFetch = options.fetch ?? fetch;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  const call = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(SPOTIFY_TIMEOUT_MS) });
    } catch (err) {
      throw new SpotifyError(
        `Spotify could not be reached: ${(err as Error).message}`,
        undefined,
        err,
      );
    }
  };
  return {
    call,
    basic,
    async token(form) {
      const res = await call(joinUrl(options.accountsBaseUrl, 'api/token'), {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      });
      return tokenAnswer(res);
    },
    async get<T>(accessToken: string, path: string, query: Record<string, string> = {}) {
      const url = new URL(joinUrl(options.apiBaseUrl, path));
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      const res = await call(url.toString(), {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (res.status === 404) return null;
      return webApiAnswer<T>(res, path);
    },
    async post<T>(accessToken: string, path: string, body: unknown) {
      const res = await call(joinUrl(options.apiBaseUrl, path), {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return webApiAnswer<T>(res, path);
    },
  };
}
