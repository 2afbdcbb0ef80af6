/**
 * Connecting and disconnecting a member's Spotify account: the authorization code flow with PKCE
 * (S256, RFC 7636). `startAuthorization` stores a pending row (hash of a random `state`, the
 * session, the code verifier, the redirect URI; SPOTIFY_STATE_TTL_MS) and returns Spotify's
 * authorize URL; `connect` consumes that row once, checks it belongs to this session and redirect
 * URI, exchanges the code and stores the tokens encrypted; `disconnect` revokes and clears.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SPOTIFY_SCOPES, SPOTIFY_STATE_TTL_MS } from '../../../common/constants';
import { HttpError, badRequest } from '../../lib/http-errors';
import { SpotifyGrantError, type SpotifyTokens } from '../../providers/spotify/spotify-client';
import {
  clearedConnection,
  deleteAuthStatesOf,
  findConnection,
  insertAuthState,
  takeAuthState,
  updateConnection,
} from './spotify.repository';
import { tokenColumns, type SpotifyTokenDeps } from './spotify-tokens';

export interface SpotifyStatus {
  connected: boolean;
  /** Spotify subscription (`premium`, `free`, …) or null when unknown / not connected. */
  product: string | null;
  /** True only for Premium: the Web Playback SDK plays for Premium accounts only. */
  premium: boolean;
  /** Spotify refused the grant (revoked or expired) since the member last connected or disconnected. */
  connectionLost: boolean;
}

export const STATE_MISMATCH_MESSAGE =
  'The Spotify authorization did not match this session or has expired. Please try connecting again.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

/** What the member's profile shows of their Spotify connection. */
export async function connectionStatus(
  deps: Pick<SpotifyTokenDeps, 'db'>,
  userId: number,
): Promise<SpotifyStatus> {
  const row = await findConnection(deps.db, userId);
  return {
    connected: Boolean(row?.spotifyConnected),
    product: row?.spotifyConnected ? (row.spotifyProduct ?? null) : null,
    premium: Boolean(row?.spotifyConnected && row.spotifyProduct === 'premium'),
    connectionLost: Boolean(row?.spotifyConnectionLostAt),
  };
}

/** Spotify's authorize URL for this member and session; stores the pending state (10 minutes). */
export async function startAuthorization(
  deps: SpotifyTokenDeps,
  userId: number,
  sessionTokenHash: string,
  redirectUri: string,
): Promise<{ url: string }> {
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  const at = deps.now();
  const expiresAt = new Date(at.getTime() + SPOTIFY_STATE_TTL_MS);
  const pending = { stateHash: sha256(state), userId, sessionTokenHash, codeVerifier, redirectUri };
  await insertAuthState(deps.db, { ...pending, expiresAt }, at);
  return {
    url: deps.client.authorizeUrl({
      redirectUri,
      state,
      codeChallenge: pkceChallenge(codeVerifier),
      scopes: SPOTIFY_SCOPES,
    }),
  };
}

/** The pending authorization for this state, if it is this member's, session's and still valid. */
async function takeMatchingState(
  deps: SpotifyTokenDeps,
  userId: number,
  sessionTokenHash: string,
  input: { redirectUri: string; state: string },
) {
  const pending = await takeAuthState(deps.db, sha256(input.state));
  if (
    !pending ||
    pending.userId !== userId ||
    pending.sessionTokenHash !== sessionTokenHash ||
    pending.expiresAt.getTime() <= deps.now().getTime() ||
    pending.redirectUri !== input.redirectUri
  ) {
    throw new HttpError(400, 'spotify_state_mismatch', STATE_MISMATCH_MESSAGE);
  }
  return pending;
}

/** Trades the authorization code for tokens: 400 when Spotify rejects the code, 502 when down. */
async function exchangeCode(
  deps: SpotifyTokenDeps,
  userId: number,
  code: string,
  pending: { redirectUri: string; codeVerifier: string },
): Promise<SpotifyTokens> {
  let tokens: SpotifyTokens;
  try {
    tokens = await deps.client.exchangeCode(code, pending.redirectUri, pending.codeVerifier);
  } catch (err) {
    deps.log.warn({ err, userId }, 'Spotify code exchange failed');
    if (err instanceof SpotifyGrantError)
      throw badRequest('Failed to connect to Spotify', 'spotify_code_rejected');
    throw new HttpError(502, 'spotify_unavailable', 'Failed to connect to Spotify');
  }
  if (!tokens.refreshToken)
    throw new HttpError(502, 'spotify_unavailable', 'Failed to connect to Spotify');
  return tokens;
}

/** Finishes the flow: one-time state check, code exchange, profile, encrypted tokens. */
export async function connect(
  deps: SpotifyTokenDeps,
  userId: number,
  sessionTokenHash: string,
  input: { code: string; redirectUri: string; state: string },
): Promise<SpotifyStatus> {
  const pending = await takeMatchingState(deps, userId, sessionTokenHash, input);
  const tokens = await exchangeCode(deps, userId, input.code, pending);
  let product: string | null = null;
  try {
    product = (await deps.client.me(tokens.accessToken)).product;
  } catch (err) {
    // Not fatal: the player finds out from the SDK's account_error and falls back to YouTube.
    deps.log.warn({ err, userId }, 'Spotify profile lookup failed');
  }
  await updateConnection(deps.db, userId, {
    ...tokenColumns(deps.cipher, userId, tokens, deps.now()),
    spotifyConnected: true,
    spotifyProduct: product,
    spotifyConnectionLostAt: null,
  });
  return connectionStatus(deps, userId);
}

/** Disconnects: revokes what the provider lets us revoke, then clears every Spotify column. */
export async function disconnect(deps: SpotifyTokenDeps, userId: number): Promise<SpotifyStatus> {
  const { db, cipher, client, log } = deps;
  const row = await findConnection(db, userId);
  const refresh = row?.spotifyRefreshToken ? cipher.decrypt(row.spotifyRefreshToken, userId) : null;
  const access = row?.spotifyAccessToken ? cipher.decrypt(row.spotifyAccessToken, userId) : null;
  await updateConnection(db, userId, clearedConnection(null));
  await deleteAuthStatesOf(db, userId);
  for (const [token, hint] of [
    [refresh, 'refresh_token'],
    [access, 'access_token'],
  ] as const) {
    if (!token) continue;
    await client
      .revoke(token, hint)
      .catch((err: unknown) => log.warn({ err, userId }, 'Spotify token revocation failed'));
  }
  return connectionStatus(deps, userId);
}
