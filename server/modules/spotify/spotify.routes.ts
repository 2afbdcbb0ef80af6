/**
 * Spotify routes (spec 001 §7 "Streaming account"):
 * GET /api/spotify/config · POST /api/spotify/authorize · GET|PATCH|DELETE /api/users/{id}/spotify ·
 * GET /api/users/{id}/spotify-token · GET /api/spotify/search?query · GET /api/spotify/tracks/{id} ·
 * POST /api/spotify/play/{id} · POST /api/spotify/match · POST /api/spotify/playlists.
 * With Spotify not configured, config answers `{enabled: false}` and every other route 404.
 * Routes under /api/users/{id} serve only that member (403 otherwise).
 */
import type { FastifyRequest } from 'fastify';
import { SPOTIFY_SCOPES } from '../../../common/constants';
import type { App, AppDeps, RouteDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { spotifyEnabled, type Config } from '../../config';
import { HttpError, badRequest } from '../../lib/http-errors';
import { requireSelf } from '../../plugins/access';
import type { SpotifyClient } from '../../providers/spotify/spotify-client';
import { recordPlay } from '../player/player.service';
import { createTokenCipher } from './token-cipher';
import { createSpotifyService, type SpotifyService } from './spotify.service';

const CALLBACK_PATH = '/spotify-callback';

/** What both groups of Spotify routes share: the app, its config and the service (404 when off). */
interface SpotifyRoutesContext {
  app: App;
  db: AppDeps['db'];
  config: Config;
  /** The service, or throws 404 `spotify_disabled` when Spotify is not configured. */
  spotify: () => SpotifyService;
}

export async function spotifyRoutes(app: App, { db, config, songs, spotify: client }: RouteDeps) {
  const service = client ? buildSpotifyService(app, { db, config, songs }, client) : null;
  const spotify = () => {
    if (!service)
      throw new HttpError(404, 'spotify_disabled', 'Spotify is not enabled on this server.');
    return service;
  };
  const context = {
    app,
    db,
    config,
    spotify,
  };
  connectionRoutes(context);
  playbackRoutes(context);
  catalogueRoutes(context);
}

/** The service over the app's Spotify Web API client and the token cipher built from config. */
function buildSpotifyService(
  app: App,
  { db, config, songs }: Pick<AppDeps, 'db' | 'config' | 'songs'>,
  client: SpotifyClient,
): SpotifyService {
  return createSpotifyService({
    db,
    songs,
    log: app.log,
    client,
    cipher: createTokenCipher(
      config.SPOTIFY_TOKEN_KEY!,
      (config.SPOTIFY_TOKEN_KEY_PREVIOUS ?? '').split(',').filter(Boolean),
    ),
  });
}

/**
 * Where Spotify sends the member back: SPOTIFY_REDIRECT_URI when set, else the callback page on the
 * origin the request came from, or the `requested` URI the client sent when it is that same
 * callback page. Throws 400 `invalid_redirect_uri` for any other page or origin.
 */
function redirectUriFor(
  request: FastifyRequest,
  requested: string | undefined,
  configured: string | undefined,
): string {
  if (configured) return configured;
  const origin =
    request.headers.origin && request.headers.origin !== 'null'
      ? request.headers.origin
      : `${request.protocol}://${request.host}`;
  if (!requested) return `${origin}${CALLBACK_PATH}`;
  const asked = new URL(requested);
  if (asked.origin !== new URL(origin).origin || asked.pathname !== CALLBACK_PATH) {
    throw badRequest(`The redirect URI must be ${origin}${CALLBACK_PATH}.`, 'invalid_redirect_uri');
  }
  return `${asked.origin}${CALLBACK_PATH}`;
}

/** A member's Spotify connection: the authorisation start (PKCE), status, connect, disconnect. */
function connectionRoutes({ app, config, spotify }: SpotifyRoutesContext) {
  registerRoute(app, 'postSpotifyAuthorize', async (request) => {
    const s = spotify();
    const redirectUri = redirectUriFor(
      request,
      request.body.redirectUri,
      config.SPOTIFY_REDIRECT_URI,
    );
    return s.startAuthorization(request.user!.id, request.sessionTokenHash!, redirectUri);
  });

  registerRoute(app, 'getUserSpotify', async (request) =>
    spotify().status(requireSelf(request, request.params.id)),
  );

  registerRoute(app, 'patchUserSpotify', async (request) => {
    const s = spotify();
    const userId = requireSelf(request, request.params.id);
    return s.connect(userId, request.sessionTokenHash!, request.body);
  });

  registerRoute(app, 'deleteUserSpotify', async (request) => {
    const s = spotify();
    return s.disconnect(requireSelf(request, request.params.id));
  });
}

/** Playing through Spotify: the SDK's public config, the member's playback token, recorded plays. */
function playbackRoutes({ app, db, config, spotify }: SpotifyRoutesContext) {
  const enabled = spotifyEnabled(config);
  registerRoute(app, 'getSpotifyConfig', async () =>
    enabled
      ? {
          enabled: true,
          clientId: config.SPOTIFY_CLIENT_ID!,
          sdkUrl: config.SPOTIFY_SDK_URL,
          apiBaseUrl: config.SPOTIFY_API_BASE_URL,
          scopes: [...SPOTIFY_SCOPES],
        }
      : { enabled: false, clientId: null, sdkUrl: null, apiBaseUrl: null, scopes: [] },
  );

  registerRoute(app, 'getUserSpotifyToken', async (request, reply) => {
    const s = spotify();
    const { accessToken, expiresAt } = await s.accessToken(requireSelf(request, request.params.id));
    reply.header('cache-control', 'no-store');
    return { accessToken, expiresAt: expiresAt.toISOString() };
  });

  registerRoute(app, 'postSpotifyPlay', async (request, reply) => {
    spotify();
    return reply
      .status(201)
      .send(await recordPlay(db, request.params.id, request.user!.id, 'spotify'));
  });
}

/** Spotify's catalogue for a member: search, one track, a cross-source match, saved playlists. */
function catalogueRoutes({ app, spotify }: SpotifyRoutesContext) {
  registerRoute(app, 'getSpotifySearch', async (request) =>
    spotify().search(request.user!.id, request.query.query),
  );

  registerRoute(app, 'getSpotifyTrack', async (request) =>
    spotify().track(request.user!.id, request.params.id),
  );

  registerRoute(app, 'postSpotifyMatch', async (request) => {
    return spotify().match(request.user!.id, request.body);
  });

  registerRoute(app, 'postSpotifyPlaylists', async (request, reply) =>
    reply.status(201).send(await spotify().savePlaylist(request.user!.id, request.body)),
  );
}
