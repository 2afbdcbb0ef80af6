/**
 * Spotify access tokens on the server (docs/decisions/013-spotify.md):
 * - a member's token, refreshed 5 minutes before expiry with one refresh per member in flight per
 *   process; Spotify refusing the grant disconnects the member and marks the connection lost (409);
 * - the app's client-credentials token for lookups by members who are not connected.
 * Stored tokens are encrypted per member (token-cipher.ts) and re-encrypted when the key rotated.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SPOTIFY_REFRESH_MARGIN_MS } from '../../../common/constants';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import {
  SpotifyGrantError,
  type SpotifyClient,
  type SpotifyTokens,
} from '../../providers/spotify/spotify-client';
import {
  clearedConnection,
  deleteAuthStatesOf,
  findConnection,
  updateConnection,
} from './spotify.repository';
import type { TokenCipher } from './token-cipher';

export const CONNECTION_LOST_MESSAGE =
  'Your Spotify connection has expired or was revoked. Please connect Spotify again from your profile.';

/** A member's access token and the moment it expires. */
export interface MemberToken {
  accessToken: string;
  expiresAt: Date;
}

export interface SpotifyTokenDeps {
  db: Database;
  client: SpotifyClient;
  cipher: TokenCipher;
  log: FastifyBaseLogger;
  now: () => Date;
}

type ConnectionRow = NonNullable<Awaited<ReturnType<typeof findConnection>>>;

const connectionLost = () => new HttpError(409, 'spotify_connection_lost', CONNECTION_LOST_MESSAGE);
const notConnected = () => new HttpError(409, 'spotify_not_connected', 'Spotify is not connected.');

/** The encrypted token columns for fresh tokens received at `at` (expiry from `expiresIn` seconds). */
export function tokenColumns(cipher: TokenCipher, userId: number, tokens: SpotifyTokens, at: Date) {
  return {
    spotifyAccessToken: cipher.encrypt(tokens.accessToken, userId),
    spotifyTokenExpiry: new Date(at.getTime() + tokens.expiresIn * 1000),
    ...(tokens.refreshToken
      ? { spotifyRefreshToken: cipher.encrypt(tokens.refreshToken, userId) }
      : {}),
  };
}

/** Clears the member's connection, stamping it lost, and drops their pending authorizations. */
async function markLost(deps: SpotifyTokenDeps, userId: number, reason: string) {
  deps.log.warn({ userId, reason }, 'Spotify connection lost');
  await updateConnection(deps.db, userId, clearedConnection(deps.now()));
  await deleteAuthStatesOf(deps.db, userId);
}

/**
 * Trades the stored refresh token for a new access token and stores it. 409 when the grant is
 * gone (connection marked lost) or the member disconnected meanwhile; 502 when Spotify fails.
 */
async function refreshMemberToken(
  deps: SpotifyTokenDeps,
  userId: number,
  refreshCipher: string,
): Promise<MemberToken> {
  const refreshToken = deps.cipher.decrypt(refreshCipher, userId);
  if (!refreshToken) {
    await markLost(deps, userId, 'stored refresh token cannot be decrypted (key changed?)');
    throw connectionLost();
  }
  let tokens: SpotifyTokens;
  try {
    tokens = await deps.client.refresh(refreshToken);
  } catch (err) {
    if (err instanceof SpotifyGrantError) {
      await markLost(deps, userId, err.message);
      throw connectionLost();
    }
    deps.log.error({ err, userId }, 'Spotify token refresh failed');
    throw new HttpError(502, 'spotify_refresh_failed', 'Failed to refresh Spotify token');
  }
  const columns = tokenColumns(deps.cipher, userId, tokens, deps.now());
  // A member who disconnected while the refresh was in flight stays disconnected.
  const row = await findConnection(deps.db, userId);
  if (!row?.spotifyConnected) throw notConnected();
  await updateConnection(deps.db, userId, columns);
  return { accessToken: tokens.accessToken, expiresAt: columns.spotifyTokenExpiry };
}

/** Rewrites both stored tokens with the current key when either was written with an older one. */
async function reencryptIfStale(
  deps: SpotifyTokenDeps,
  userId: number,
  row: ConnectionRow,
  current: string,
) {
  const { cipher } = deps;
  if (!cipher.isStale(row.spotifyAccessToken!) && !cipher.isStale(row.spotifyRefreshToken!)) return;
  const refresh = cipher.decrypt(row.spotifyRefreshToken!, userId);
  if (!refresh) return;
  await updateConnection(deps.db, userId, {
    spotifyAccessToken: cipher.encrypt(current, userId),
    spotifyRefreshToken: cipher.encrypt(refresh, userId),
  });
}

/**
 * `accessToken(userId)`: a member's valid access token, refreshed when it expires within
 * SPOTIFY_REFRESH_MARGIN_MS; concurrent callers share one refresh. 409 when not connected or lost.
 */
export function createMemberTokens(deps: SpotifyTokenDeps) {
  const refreshing = new Map<number, Promise<MemberToken>>();

  return async function accessToken(userId: number): Promise<MemberToken> {
    const row = await findConnection(deps.db, userId);
    if (!row?.spotifyConnected || !row.spotifyRefreshToken) {
      throw row?.spotifyConnectionLostAt ? connectionLost() : notConnected();
    }
    const current = row.spotifyAccessToken
      ? deps.cipher.decrypt(row.spotifyAccessToken, userId)
      : null;
    const expiry = row.spotifyTokenExpiry;
    if (current && expiry && expiry.getTime() - SPOTIFY_REFRESH_MARGIN_MS > deps.now().getTime()) {
      // Written with an older key: re-encrypt with the current one (key rotation, README).
      await reencryptIfStale(deps, userId, row, current);
      return { accessToken: current, expiresAt: expiry };
    }
    const pending = refreshing.get(userId);
    if (pending) return pending;
    const started = refreshMemberToken(deps, userId, row.spotifyRefreshToken).finally(() =>
      refreshing.delete(userId),
    );
    refreshing.set(userId, started);
    return started;
  };
}

/** `applicationToken()`: the app's client-credentials token, cached until 5 minutes before expiry. */
export function createApplicationToken(client: SpotifyClient, now: () => Date) {
  let cached: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  return async function applicationToken(): Promise<string> {
    if (cached && cached.expiresAt > now().getTime()) return cached.value;
    pending ??= client
      .clientCredentials()
      .then((t) => {
        cached = {
          value: t.accessToken,
          expiresAt: now().getTime() + t.expiresIn * 1000 - SPOTIFY_REFRESH_MARGIN_MS,
        };
        return t.accessToken;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
