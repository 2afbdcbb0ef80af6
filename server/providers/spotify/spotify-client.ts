/**
 * A small client of Spotify's Accounts service and Web API, speaking their documented
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
import {
  createSpotifyHttp,
  joinUrl,
  SpotifyError,
  type SpotifyHttp,
  type SpotifyTokens,
} from './spotify-http';

export {
  SPOTIFY_TIMEOUT_MS,
  SpotifyError,
  SpotifyGrantError,
  type SpotifyTokens,
} from './spotify-http';

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

/** A Spotify client over `options` (see the module comment for the endpoints it speaks). */
export function createSpotifyClient(options: SpotifyClientOptions): SpotifyClient {
  const http = createSpotifyHttp(options);
  return { ...accountsMethods(http, options), ...webApiMethods(http) };
}

type AccountsMethods = Pick<
  SpotifyClient,
  'authorizeUrl' | 'exchangeCode' | 'refresh' | 'clientCredentials' | 'revoke'
>;

/** The Accounts service: authorisation URL (PKCE), token grants and revocation. */
function accountsMethods(http: SpotifyHttp, options: SpotifyClientOptions): AccountsMethods {
  return {
    authorizeUrl({ redirectUri, state, codeChallenge, scopes }) {
      const url = new URL(joinUrl(options.accountsBaseUrl, 'authorize'));
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
      http.token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: options.clientId,
        code_verifier: codeVerifier,
      }),
    refresh: (refreshToken) =>
      http.token({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: options.clientId,
      }),
    clientCredentials: () => http.token({ grant_type: 'client_credentials' }),
    async revoke(value, hint) {
      if (!options.revokeUrl) return false;
      const res = await http.call(options.revokeUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${http.basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ token: value, token_type_hint: hint }).toString(),
      });
      return res.ok;
    },
  };
}

type WebApiMethods = Omit<SpotifyClient, keyof AccountsMethods>;

/** The Web API: profile, track search and lookup, playlists. */
function webApiMethods(http: SpotifyHttp): WebApiMethods {
  return {
    async me(accessToken) {
      const body = await http.get<{ id: string; product?: string; display_name?: string | null }>(
        accessToken,
        'v1/me',
      );
      if (!body) throw new SpotifyError('Spotify has no profile for this token', 404);
      return { id: body.id, product: body.product ?? null, displayName: body.display_name ?? null };
    },
    async searchTracks(accessToken, query, limit) {
      const body = await http.get<{ tracks?: { items?: (SpotifyTrack | null)[] } }>(
        accessToken,
        'v1/search',
        { q: query, type: 'track', limit: String(limit) },
      );
      return (body?.tracks?.items ?? []).filter((t): t is SpotifyTrack =>
        Boolean(t && t.id && t.uri),
      );
    },
    getTrack: (accessToken, id) =>
      http.get<SpotifyTrack>(accessToken, `v1/tracks/${encodeURIComponent(id)}`),
    async createPlaylist(accessToken, input) {
      const body = await http.post<{ id?: string; external_urls?: { spotify?: string } }>(
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
      await http.post(accessToken, `v1/playlists/${encodeURIComponent(playlistId)}/items`, {
        uris,
      });
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
    // Labels the track in the recommendation form's one result list.
    source: 'spotify',
  };
}
