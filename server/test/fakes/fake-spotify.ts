/**
 * A local fake of Spotify's Accounts service and the Web API endpoints Hearsay uses,
 * speaking their documented requests and JSON, for integration and e2e tests (no network):
 *
 * - GET  /authorize: validates client_id, response_type=code, redirect_uri, scope and the S256
 *   challenge, then redirects straight back (no login page) with `code` and `state`, or with
 *   `error=access_denied` when `denyNext` is set.
 * - POST /api/token (HTTP Basic client auth): authorization_code (single-use code, redirect_uri
 *   equality, PKCE verification), refresh_token (rotates the refresh token when `rotateRefresh`),
 *   client_credentials. Errors as `{error, error_description}` (invalid_grant, invalid_client…).
 * - POST /oauth2/revoke: RFC 7009 revocation (Spotify documents none; Hearsay calls it only when
 *   SPOTIFY_REVOKE_URL is set).
 * - GET /v1/me, /v1/search?type=track, /v1/tracks/{id}; PUT /v1/me/player (transfer) and
 *   /v1/me/player/play?device_id (play by uris), answering 204 and pushing the command to the fake
 *   Web Playback SDK over server-sent events (GET /fake-sdk/events?device_id=).
 *   Expired or unknown bearer tokens get 401 `{error: {status, message}}`.
 * - POST /v1/me/playlists (needs playlist-modify-private in the grant for a private playlist, else
 *   403) and POST /v1/playlists/{id}/items ({uris}, at most 100, owner only): the playlists made are
 *   kept in `playlists`. `failApi` makes them answer 500 too.
 * - GET /spotify-player.js: the fake Web Playback SDK script (e2e/fakes/spotify-web-playback-sdk.js).
 * - POST /__fake/control: the test changes the fake's state (JSON merge of FakeSpotifyControl).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTrack {
  id: string;
  name: string;
  artists: string[];
  album: string;
  durationMs: number;
  isrc?: string;
}

export interface FakeSpotifyControl {
  /** Subscription of the account that signs in next (`premium` or `free`). */
  product: string;
  /** Lifetime of issued access tokens, in seconds. */
  accessTokenTtl: number;
  /** Issue a new refresh token on every refresh. */
  rotateRefresh: boolean;
  /** The next authorize answers error=access_denied. */
  denyNext: boolean;
  /** Search and track lookups answer 500 (to test failure handling). */
  failApi: boolean;
  /** Track uris whose play fails in the fake SDK with playback_error. */
  playbackErrorUris: string[];
}

/** A playlist made through the fake's Web API. */
export interface FakePlaylist {
  id: string;
  ownerId: string;
  name: string;
  public: boolean;
  description: string | null;
  uris: string[];
}

export interface FakeSpotifyCall {
  method: string;
  path: string;
  grantType?: string;
}

export interface FakeSpotify {
  url: string;
  clientId: string;
  clientSecret: string;
  control: FakeSpotifyControl;
  calls: FakeSpotifyCall[];
  tracks: FakeTrack[];
  /** Commands the Web API received for devices: transfers and plays. */
  commands: { type: string; deviceId?: string; uris?: string[] }[];
  /** Playlists created, in order. */
  playlists: FakePlaylist[];
  /** Grants of later authorizations leave out these scopes (a member who connected before they were asked for). */
  withheldScopes: string[];
  /** Revokes every refresh and access token (as when the member removes the app on spotify.com). */
  revokeAll(): void;
  /** Expires every access token now. */
  expireAccessTokens(): void;
  /** Refresh tokens currently valid. */
  liveRefreshTokens(): string[];
  close(): Promise<void>;
}

export const DEFAULT_FAKE_TRACKS: FakeTrack[] = [
  {
    id: '4u7EnebtmKWzUH433cf5Qv',
    name: 'Bohemian Rhapsody - Remastered 2011',
    artists: ['Queen'],
    album: 'A Night At The Opera',
    durationMs: 354_320,
    isrc: 'GBUM71029604',
  },
  {
    id: '2WfaOiMkCvy7F5fcp2zZ8L',
    name: 'Take on Me',
    artists: ['a-ha'],
    album: 'Hunting High and Low',
    durationMs: 225_280,
    isrc: 'USWB10002407',
  },
  {
    id: '2374M0fQpWi3dLnB54qaLX',
    name: 'Africa',
    artists: ['TOTO'],
    album: 'Toto IV',
    durationMs: 295_893,
    isrc: 'USSM19801545',
  },
  {
    id: '4cOdK2wGLETKBW3PvgPWqT',
    name: 'Never Gonna Give You Up',
    artists: ['Rick Astley'],
    album: 'Whenever You Need Somebody',
    durationMs: 213_573,
    isrc: 'GBARL9300135',
  },
  {
    id: '3n3Ppam7vgaVa1iaRUc9Lp',
    name: 'Mr. Brightside',
    artists: ['The Killers'],
    album: 'Hot Fuss',
    durationMs: 222_075,
    isrc: 'USIR20400274',
  },
];

const SDK_SCRIPT = new URL('../../../e2e/fakes/spotify-web-playback-sdk.js', import.meta.url);

interface Grant {
  userId: string;
  product: string;
  scope: string;
}

function trackJson(t: FakeTrack) {
  return {
    id: t.id,
    type: 'track',
    uri: `spotify:track:${t.id}`,
    name: t.name,
    duration_ms: t.durationMs,
    explicit: false,
    popularity: 80,
    artists: t.artists.map((name, i) => ({
      id: `artist${i}${t.id.slice(0, 10)}`,
      name,
      type: 'artist',
      uri: `spotify:artist:${i}`,
    })),
    album: {
      id: `album${t.id.slice(0, 17)}`,
      name: t.album,
      type: 'album',
      images: [640, 300, 64].map((size) => ({
        url: `https://i.scdn.co/image/${t.id}-${size}`,
        width: size,
        height: size,
      })),
    },
    external_ids: t.isrc ? { isrc: t.isrc } : {},
    external_urls: { spotify: `https://open.spotify.com/track/${t.id}` },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/** Starts the fake on 127.0.0.1 (`port` 0 = any free port). */
export async function startFakeSpotify(
  options: { port?: number; tracks?: FakeTrack[] } = {},
): Promise<FakeSpotify> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const control: FakeSpotifyControl = {
    product: 'premium',
    accessTokenTtl: 3600,
    rotateRefresh: false,
    denyNext: false,
    failApi: false,
    playbackErrorUris: [],
  };
  const calls: FakeSpotifyCall[] = [];
  const commands: FakeSpotify['commands'] = [];
  const playlists: FakePlaylist[] = [];
  const withheldScopes: string[] = [];
  const tracks = options.tracks ?? DEFAULT_FAKE_TRACKS;
  const codes = new Map<string, { challenge: string; redirectUri: string; grant: Grant }>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant | null; expiresAt: number }>();
  const sdkClients = new Map<string, ServerResponse>();
  let users = 0;
  const sdkSource = () => readFileSync(SDK_SCRIPT, 'utf8');

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    res.end(JSON.stringify(body));
  };
  const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
    json(res, status, { error, error_description: description });
  const apiError = (res: ServerResponse, status: number, message: string) =>
    json(res, status, { error: { status, message } });

  function issueAccess(grant: Grant | null) {
    const token = `at-${randomBytes(12).toString('hex')}`;
    accessTokens.set(token, { grant, expiresAt: Date.now() + control.accessTokenTtl * 1000 });
    return token;
  }

  function bearer(req: IncomingMessage, res: ServerResponse): { grant: Grant | null } | null {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const found = accessTokens.get(token);
    if (!found) {
      apiError(res, 401, 'Invalid access token');
      return null;
    }
    if (found.expiresAt <= Date.now()) {
      apiError(res, 401, 'The access token expired');
      return null;
    }
    return found;
  }

  function push(deviceId: string, command: unknown) {
    sdkClients.get(deviceId)?.write(`data: ${JSON.stringify(command)}\n\n`);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    calls.push({ method: req.method ?? 'GET', path });
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, PUT, POST',
          'access-control-allow-headers': 'authorization, content-type',
        });
        return res.end();
      }
      if (path === '/spotify-player.js') {
        res.writeHead(200, {
          'content-type': 'text/javascript',
          'access-control-allow-origin': '*',
        });
        return res.end(sdkSource());
      }
      if (path === '/__fake/control' && req.method === 'POST') {
        const patch = JSON.parse((await readBody(req)) || '{}') as Partial<FakeSpotifyControl> & {
          revokeAll?: boolean;
          expireAccessTokens?: boolean;
        };
        if (patch.revokeAll) api.revokeAll();
        if (patch.expireAccessTokens) api.expireAccessTokens();
        delete patch.revokeAll;
        delete patch.expireAccessTokens;
        Object.assign(control, patch);
        return json(res, 200, { control, commands });
      }
      if (path === '/authorize' && req.method === 'GET') {
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri') ?? '';
        if (q.get('client_id') !== clientId)
          return oauthError(res, 400, 'invalid_client', 'Invalid client');
        if (q.get('response_type') !== 'code')
          return oauthError(res, 400, 'unsupported_response_type', 'response_type must be code');
        if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
          return oauthError(res, 400, 'invalid_request', 'code_challenge_method must be S256');
        if (!/^https?:\/\//.test(redirectUri))
          return oauthError(res, 400, 'invalid_request', 'Invalid redirect URI');
        const back = new URL(redirectUri);
        if (control.denyNext) {
          control.denyNext = false;
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = `code-${randomBytes(12).toString('hex')}`;
          users++;
          codes.set(code, {
            challenge: q.get('code_challenge')!,
            redirectUri,
            grant: {
              userId: `fakeuser${users}`,
              product: control.product,
              scope: (q.get('scope') ?? '')
                .split(' ')
                .filter((x) => !withheldScopes.includes(x))
                .join(' '),
            },
          });
          back.searchParams.set('code', code);
        }
        if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (path === '/api/token' && req.method === 'POST') {
        const auth = req.headers.authorization ?? '';
        if (auth !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`)
          return oauthError(res, 400, 'invalid_client', 'Invalid client secret');
        if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
          return oauthError(res, 400, 'invalid_request', 'Unsupported content type');
        const form = new URLSearchParams(await readBody(req));
        const grantType = form.get('grant_type') ?? '';
        calls[calls.length - 1]!.grantType = grantType;
        if (grantType === 'authorization_code') {
          const code = form.get('code') ?? '';
          const pending = codes.get(code);
          codes.delete(code);
          if (!pending) return oauthError(res, 400, 'invalid_grant', 'Invalid authorization code');
          if (pending.redirectUri !== form.get('redirect_uri'))
            return oauthError(res, 400, 'invalid_grant', 'Invalid redirect URI');
          const verifier = form.get('code_verifier') ?? '';
          if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge)
            return oauthError(res, 400, 'invalid_grant', 'code_verifier was incorrect');
          const refresh = `rt-${randomBytes(12).toString('hex')}`;
          refreshTokens.set(refresh, pending.grant);
          return json(res, 200, {
            access_token: issueAccess(pending.grant),
            token_type: 'Bearer',
            scope: pending.grant.scope,
            expires_in: control.accessTokenTtl,
            refresh_token: refresh,
          });
        }
        if (grantType === 'refresh_token') {
          const old = form.get('refresh_token') ?? '';
          const grant = refreshTokens.get(old);
          if (!grant) return oauthError(res, 400, 'invalid_grant', 'Refresh token revoked');
          const body: Record<string, unknown> = {
            access_token: issueAccess(grant),
            token_type: 'Bearer',
            scope: grant.scope,
            expires_in: control.accessTokenTtl,
          };
          if (control.rotateRefresh) {
            refreshTokens.delete(old);
            const next = `rt-${randomBytes(12).toString('hex')}`;
            refreshTokens.set(next, grant);
            body.refresh_token = next;
          }
          return json(res, 200, body);
        }
        if (grantType === 'client_credentials') {
          return json(res, 200, {
            access_token: issueAccess(null),
            token_type: 'Bearer',
            expires_in: control.accessTokenTtl,
          });
        }
        return oauthError(
          res,
          400,
          'unsupported_grant_type',
          `grant_type ${grantType} is not supported`,
        );
      }
      if (path === '/oauth2/revoke' && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const token = form.get('token') ?? '';
        refreshTokens.delete(token);
        accessTokens.delete(token);
        res.writeHead(200);
        return res.end();
      }
      if (path === '/fake-sdk/events') {
        const deviceId = url.searchParams.get('device_id') ?? '';
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
        });
        res.write(': connected\n\n');
        sdkClients.set(deviceId, res);
        req.on('close', () => sdkClients.delete(deviceId));
        return;
      }
      if (path.startsWith('/v1/')) {
        const who = bearer(req, res);
        if (!who) return;
        if (path === '/v1/me' && req.method === 'GET') {
          if (!who.grant) return apiError(res, 401, 'This endpoint needs a user token');
          return json(res, 200, {
            id: who.grant.userId,
            display_name: 'Fake Listener',
            email: `${who.grant.userId}@example.com`,
            product: who.grant.product,
            country: 'GB',
            type: 'user',
            uri: `spotify:user:${who.grant.userId}`,
          });
        }
        if (path === '/v1/search' && req.method === 'GET') {
          if (control.failApi) return apiError(res, 500, 'Server error');
          if (url.searchParams.get('type') !== 'track')
            return apiError(res, 400, 'Unsupported type');
          const q = (url.searchParams.get('q') ?? '').toLowerCase();
          const limit = Math.min(50, Number(url.searchParams.get('limit') ?? 20));
          const isrc = /isrc:(\S+)/.exec(q)?.[1];
          const words = q
            .replace(/isrc:\S+/, '')
            .replace(/\b(track|artist|album):/g, ' ')
            .split(/\s+/)
            .filter(Boolean);
          const items = tracks
            .filter((t) =>
              isrc
                ? t.isrc?.toLowerCase() === isrc
                : words.length > 0 &&
                  words.every((w) =>
                    `${t.name} ${t.artists.join(' ')} ${t.album}`.toLowerCase().includes(w),
                  ),
            )
            .slice(0, limit)
            .map(trackJson);
          return json(res, 200, {
            tracks: {
              href: url.toString(),
              items,
              limit,
              offset: 0,
              total: items.length,
              next: null,
              previous: null,
            },
          });
        }
        const trackId = /^\/v1\/tracks\/([A-Za-z0-9]+)$/.exec(path)?.[1];
        if (trackId && req.method === 'GET') {
          if (control.failApi) return apiError(res, 500, 'Server error');
          const t = tracks.find((x) => x.id === trackId);
          return t ? json(res, 200, trackJson(t)) : apiError(res, 404, 'Non existing id');
        }
        if (path === '/v1/me/player' && req.method === 'PUT') {
          const body = JSON.parse((await readBody(req)) || '{}') as {
            device_ids?: string[];
            play?: boolean;
          };
          const deviceId = body.device_ids?.[0];
          if (!deviceId || !sdkClients.has(deviceId)) return apiError(res, 404, 'Device not found');
          commands.push({ type: 'transfer', deviceId });
          push(deviceId, { type: 'transfer', play: Boolean(body.play) });
          res.writeHead(204, { 'access-control-allow-origin': '*' });
          return res.end();
        }
        if (path === '/v1/me/player/play' && req.method === 'PUT') {
          const deviceId = url.searchParams.get('device_id') ?? '';
          const body = JSON.parse((await readBody(req)) || '{}') as { uris?: string[] };
          if (!sdkClients.has(deviceId)) return apiError(res, 404, 'Device not found');
          const uri = body.uris?.[0] ?? '';
          const t = tracks.find((x) => `spotify:track:${x.id}` === uri);
          commands.push({ type: 'play', deviceId, uris: body.uris });
          if (!t) return apiError(res, 400, 'Invalid track uri');
          push(deviceId, {
            type: 'play',
            track: trackJson(t),
            fail: control.playbackErrorUris.includes(uri),
          });
          res.writeHead(204, { 'access-control-allow-origin': '*' });
          return res.end();
        }
        if (path === '/v1/me/playlists' && req.method === 'POST') {
          if (!who.grant) return apiError(res, 401, 'This endpoint needs a user token');
          if (control.failApi) return apiError(res, 500, 'Server error');
          const body = JSON.parse((await readBody(req)) || '{}') as {
            name?: unknown;
            public?: unknown;
            description?: unknown;
          };
          if (typeof body.name !== 'string' || !body.name)
            return apiError(res, 400, 'Missing required field: name');
          const isPublic = body.public !== false;
          const scopes = who.grant.scope.split(' ');
          if (!scopes.includes(isPublic ? 'playlist-modify-public' : 'playlist-modify-private'))
            return apiError(res, 403, 'Insufficient client scope');
          const playlist: FakePlaylist = {
            id: randomBytes(11).toString('hex').slice(0, 22),
            ownerId: who.grant.userId,
            name: body.name,
            public: isPublic,
            description: typeof body.description === 'string' ? body.description : null,
            uris: [],
          };
          playlists.push(playlist);
          return json(res, 201, {
            id: playlist.id,
            type: 'playlist',
            name: playlist.name,
            public: playlist.public,
            collaborative: false,
            description: playlist.description,
            uri: `spotify:playlist:${playlist.id}`,
            external_urls: { spotify: `https://open.spotify.com/playlist/${playlist.id}` },
            owner: { id: who.grant.userId, type: 'user' },
            snapshot_id: 'snapshot-0',
          });
        }
        const playlistId = /^\/v1\/playlists\/([A-Za-z0-9]+)\/items$/.exec(path)?.[1];
        if (playlistId && req.method === 'POST') {
          if (!who.grant) return apiError(res, 401, 'This endpoint needs a user token');
          if (control.failApi) return apiError(res, 500, 'Server error');
          const playlist = playlists.find((p) => p.id === playlistId);
          if (!playlist) return apiError(res, 404, 'Not found.');
          if (playlist.ownerId !== who.grant.userId)
            return apiError(res, 403, 'You cannot add items to a playlist you do not own.');
          const body = JSON.parse((await readBody(req)) || '{}') as { uris?: unknown };
          const uris = Array.isArray(body.uris) ? body.uris : [];
          if (uris.length === 0 || uris.length > 100)
            return apiError(res, 400, 'You can add at most 100 items per request.');
          if (
            !uris.every(
              (u) => typeof u === 'string' && /^spotify:(track|episode):[A-Za-z0-9]+$/.test(u),
            )
          )
            return apiError(res, 400, 'Invalid base62 id');
          playlist.uris.push(...(uris as string[]));
          return json(res, 201, { snapshot_id: `snapshot-${playlist.uris.length}` });
        }
        return apiError(res, 404, 'Service not found');
      }
      json(res, 404, { error: 'not_found' });
    } catch (err) {
      json(res, 500, { error: 'fake_failure', message: String(err) });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const api: FakeSpotify = {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    control,
    calls,
    tracks,
    commands,
    playlists,
    withheldScopes,
    revokeAll() {
      refreshTokens.clear();
      accessTokens.clear();
    },
    expireAccessTokens() {
      for (const t of accessTokens.values()) t.expiresAt = 0;
    },
    liveRefreshTokens: () => [...refreshTokens.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of sdkClients.values()) c.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}

/** Environment pointing Hearsay at the fake. */
export function fakeSpotifyEnv(
  fake: FakeSpotify,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    SPOTIFY_CLIENT_ID: fake.clientId,
    SPOTIFY_CLIENT_SECRET: fake.clientSecret,
    SPOTIFY_ACCOUNTS_BASE_URL: `${fake.url}/`,
    SPOTIFY_API_BASE_URL: `${fake.url}/`,
    SPOTIFY_REVOKE_URL: `${fake.url}/oauth2/revoke`,
    SPOTIFY_SDK_URL: `${fake.url}/spotify-player.js`,
    SPOTIFY_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...extra,
  };
}
