/**
 * A small client of Spotify's Accounts service and Web API (issue 9), speaking their documented
 * requests and JSON: https://developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow,
 * /tutorials/refreshing-tokens, /tutorials/client-credentials-flow, /reference/search,
 * /reference/get-track, /reference/get-current-users-profile, /reference/create-playlist
 * (POST /v1/me/playlists) and /reference/add-items-to-playlist (POST /v1/playlists/{id}/items, the
 * names current since Spotify's February 2026 changes; both need playlist-modify-private). Base URLs come from configuration,
 * so tests run it against a local fake. Every failure is a SpotifyError; a refused grant is
 * SpotifyGrantError (the member must connect again).
 */
import { SPOTIFY_DEFAULT_DURATION_MS } from '../../../common/constants';
import type { SongData } from '../../../common/schemas';

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

export interface SpotifyProfile {
  id: string;
  product: string | null;
  displayName: string | null;
}

/** A Spotify track (Web API "TrackObject"), the fields used here. */
export interface SpotifyTrack {
  id: string;
  name: string;
  uri: string;
  duration_ms?: number;
  artists?: { name: string }[];
  album?: {
    name?: string;
    images?: { url: string; width?: number | null; height?: number | null }[];
  };
  external_ids?: { isrc?: string };
}

export interface SpotifyClientOptions {
  clientId: string;
  clientSecret: string;
  accountsBaseUrl: string;
  apiBaseUrl: string;
  /** RFC 7009 revocation endpoint, when the provider has one (Spotify documents none). */
  revokeUrl?: string;
  fetch?: typeof fetch;
}

export interface SpotifyClient {
  /** The authorize URL the browser is sent to (authorization code flow with PKCE, S256). */
  authorizeUrl(params: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    scopes: readonly string[];
  }): string;
  exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<SpotifyTokens>;
  refresh(refreshToken: string): Promise<SpotifyTokens>;
  clientCredentials(): Promise<SpotifyTokens>;
  /** Revokes a token where an endpoint is configured; resolves false when nothing could be revoked. */
  revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<boolean>;
  me(accessToken: string): Promise<SpotifyProfile>;
  searchTracks(accessToken: string, query: string, limit: number): Promise<SpotifyTrack[]>;
  /** A track by id, or null when Spotify has none. */
  getTrack(accessToken: string, id: string): Promise<SpotifyTrack | null>;
  /** Creates a playlist in the token owner's account; throws SpotifyError (status 403 when the grant lacks the scope). */
  createPlaylist(
    accessToken: string,
    input: { name: string; description: string; public: boolean },
  ): Promise<SpotifyPlaylistRef>;
  /** Appends track uris to a playlist, at most SPOTIFY_ADD_ITEMS_MAX per call (callers split longer lists). */
  addPlaylistItems(accessToken: string, playlistId: string, uris: string[]): Promise<void>;
}

/** A playlist Spotify created: its id and its page on open.spotify.com. */
export interface SpotifyPlaylistRef {
  id: string;
  url: string | null;
}

/** Items Spotify adds to a playlist per request (Web API reference, "Add Items to Playlist"). */
export const SPOTIFY_ADD_ITEMS_MAX = 100;

const join = (base: string, path: string) =>
  new URL(path, base.endsWith('/') ? base : `${base}/`).toString();

export function createSpotifyClient(options: SpotifyClientOptions): SpotifyClient {
  const doFetch = options.fetch ?? fetch;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(SPOTIFY_TIMEOUT_MS) });
    } catch (err) {
      throw new SpotifyError(
        `Spotify could not be reached: ${(err as Error).message}`,
        undefined,
        err,
      );
    }
  }

  async function token(form: Record<string, string>): Promise<SpotifyTokens> {
    const res = await call(join(options.accountsBaseUrl, 'api/token'), {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
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

  async function api<T>(
    accessToken: string,
    path: string,
    query: Record<string, string> = {},
  ): Promise<T | null> {
    const url = new URL(join(options.apiBaseUrl, path));
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await call(url.toString(), { headers: { authorization: `Bearer ${accessToken}` } });
    if (res.status === 404) return null;
    const body = (await res.json().catch(() => null)) as T & { error?: { message?: string } };
    if (!res.ok)
      throw new SpotifyError(
        `Spotify ${path} failed (HTTP ${res.status}${body?.error?.message ? `: ${body.error.message}` : ''})`,
        res.status,
      );
    if (!body) throw new SpotifyError(`Spotify ${path} answer is not JSON`, res.status);
    return body;
  }

  /** A JSON POST to the Web API; the parsed answer, or SpotifyError with Spotify's status. */
  async function post<T>(accessToken: string, path: string, body: unknown): Promise<T> {
    const res = await call(join(options.apiBaseUrl, path), {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => null)) as
      (T & { error?: { message?: string } }) | null;
    if (!res.ok)
      throw new SpotifyError(
        `Spotify ${path} failed (HTTP ${res.status}${answer?.error?.message ? `: ${answer.error.message}` : ''})`,
        res.status,
      );
    if (!answer) throw new SpotifyError(`Spotify ${path} answer is not JSON`, res.status);
    return answer;
  }

  return {
    authorizeUrl({ redirectUri, state, codeChallenge, scopes }) {
      const url = new URL(join(options.accountsBaseUrl, 'authorize'));
      url.search = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
        scope: scopes.join(' '),
        code_challenge_method: 'S256',
        code_challenge: codeChallenge,
      }).toString();
      return url.toString();
    },
    exchangeCode: (code, redirectUri, codeVerifier) =>
      token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: options.clientId,
        code_verifier: codeVerifier,
      }),
    refresh: (refreshToken) =>
      token({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: options.clientId,
      }),
    clientCredentials: () => token({ grant_type: 'client_credentials' }),
    async revoke(value, hint) {
      if (!options.revokeUrl) return false;
      const res = await call(options.revokeUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ token: value, token_type_hint: hint }).toString(),
      });
      return res.ok;
    },
    async me(accessToken) {
      const body = await api<{ id: string; product?: string; display_name?: string | null }>(
        accessToken,
        'v1/me',
      );
      if (!body) throw new SpotifyError('Spotify has no profile for this token', 404);
      return { id: body.id, product: body.product ?? null, displayName: body.display_name ?? null };
    },
    async searchTracks(accessToken, query, limit) {
      const body = await api<{ tracks?: { items?: (SpotifyTrack | null)[] } }>(
        accessToken,
        'v1/search',
        { q: query, type: 'track', limit: String(limit) },
      );
      return (body?.tracks?.items ?? []).filter((t): t is SpotifyTrack =>
        Boolean(t && t.id && t.uri),
      );
    },
    getTrack: (accessToken, id) =>
      api<SpotifyTrack>(accessToken, `v1/tracks/${encodeURIComponent(id)}`),
    async createPlaylist(accessToken, input) {
      const body = await post<{ id?: string; external_urls?: { spotify?: string } }>(
        accessToken,
        'v1/me/playlists',
        input,
      );
      if (typeof body.id !== 'string') throw new SpotifyError('Spotify playlist answer has no id');
      return { id: body.id, url: body.external_urls?.spotify ?? null };
    },
    async addPlaylistItems(accessToken, playlistId, uris) {
      if (uris.length > SPOTIFY_ADD_ITEMS_MAX)
        throw new SpotifyError(`At most ${SPOTIFY_ADD_ITEMS_MAX} items per call`);
      await post(accessToken, `v1/playlists/${encodeURIComponent(playlistId)}/items`, { uris });
    },
  };
}

/** A Spotify track as the app's song data (spec 001 §3 "Song data": name, artist, albumName, albumArt, duration, uri). */
export function trackToSongData(track: SpotifyTrack): SongData {
  const images = [...(track.album?.images ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  const large = images[0]?.url ?? null;
  // The ~300 px image for lists (Spotify sends 640, 300, 64); else the largest.
  const medium = images.find((i) => (i.width ?? 0) <= 320 && (i.width ?? 0) >= 200)?.url ?? large;
  const artist = (track.artists ?? [])
    .map((a) => a.name)
    .filter(Boolean)
    .join(', ');
  return {
    id: track.id,
    name: track.name,
    artist: artist || null,
    albumName: track.album?.name ?? null,
    albumArt: large,
    thumbnail: medium,
    duration: track.duration_ms ?? SPOTIFY_DEFAULT_DURATION_MS,
    uri: track.uri,
    isrc: track.external_ids?.isrc ?? null,
    spotifyMatch: 'source',
    // Labels the track in the recommendation form's one result list (issue 31).
    source: 'spotify',
  };
}
