/**
 * Spotify connection, tokens, search and cross-source matching (spec 001 §4 "Streaming
 * connection", §7 "Streaming account", §8; issue 9; docs/decisions/013-spotify.md).
 *
 * - Connect: authorization code flow with PKCE (S256). `startAuthorization` stores a pending row
 *   (hash of a random `state`, the session, the code verifier, the redirect URI; 10 minutes) and
 *   returns Spotify's authorize URL; `connect` consumes that row once, checks it belongs to this
 *   session and redirect URI, exchanges the code and stores the tokens encrypted (AES-256-GCM).
 * - Tokens: `accessToken` refreshes on the server 5 minutes before expiry (one refresh per member
 *   in flight per process); Spotify refusing the grant disconnects the member and marks it lost.
 * - Playlists: `savePlaylist` makes a private playlist of answers' matches (spotify-playlist.ts).
 * - Search and tracks use the member's token when connected, else an app token (client
 *   credentials); answers are cached 24 h per normalised query; failures give an empty list.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  SEARCH_MIN_CHARS,
  SONG_SEARCH_CACHE_TTL_MS,
  SOURCE_MATCH_MIN_SIMILARITY,
  SPOTIFY_REFRESH_MARGIN_MS,
  SPOTIFY_SCOPES,
  SPOTIFY_SEARCH_LIMIT,
  SPOTIFY_STATE_TTL_MS,
} from '../../../common/constants';
import type { SongData } from '../../../common/schemas';
import { songArtist, songTitle } from '../../../common/song-display';
import { bestMatch, type SongIdentity } from '../../../common/source-match';
import type { Database } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import type { SongProvider } from '../../providers/songs/song-provider';
import {
  normaliseQuery,
  readCachedSearch,
  writeCachedSearch,
} from '../../providers/songs/song-search-cache';
import {
  SpotifyGrantError,
  trackToSongData,
  type SpotifyClient,
  type SpotifyTokens,
} from '../../providers/spotify/spotify-client';
import {
  clearedConnection,
  deleteAuthStatesOf,
  findConnection,
  findResponseSong,
  insertAuthState,
  mergeResponseSong,
  takeAuthState,
  updateConnection,
} from './spotify.repository';
import type { TokenCipher } from './token-cipher';
import { saveSpotifyPlaylist, type SavedPlaylist } from './spotify-playlist';

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
export const CONNECTION_LOST_MESSAGE =
  'Your Spotify connection has expired or was revoked. Please connect Spotify again from your profile.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

export interface SpotifyServiceDeps {
  db: Database;
  client: SpotifyClient;
  cipher: TokenCipher;
  songs: SongProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type SpotifyService = ReturnType<typeof createSpotifyService>;

export function createSpotifyService({
  db,
  client,
  cipher,
  songs,
  log,
  now = () => new Date(),
}: SpotifyServiceDeps) {
  const refreshing = new Map<number, Promise<{ accessToken: string; expiresAt: Date }>>();
  let appToken: { value: string; expiresAt: number } | null = null;
  let appTokenPending: Promise<string> | null = null;

  const statusOf = (row: Awaited<ReturnType<typeof findConnection>>): SpotifyStatus => ({
    connected: Boolean(row?.spotifyConnected),
    product: row?.spotifyConnected ? (row.spotifyProduct ?? null) : null,
    premium: Boolean(row?.spotifyConnected && row.spotifyProduct === 'premium'),
    connectionLost: Boolean(row?.spotifyConnectionLostAt),
  });

  function tokenColumns(userId: number, tokens: SpotifyTokens, at: Date) {
    return {
      spotifyAccessToken: cipher.encrypt(tokens.accessToken, userId),
      spotifyTokenExpiry: new Date(at.getTime() + tokens.expiresIn * 1000),
      ...(tokens.refreshToken
        ? { spotifyRefreshToken: cipher.encrypt(tokens.refreshToken, userId) }
        : {}),
    };
  }

  async function markLost(userId: number, reason: string) {
    log.warn({ userId, reason }, 'Spotify connection lost');
    await updateConnection(db, userId, clearedConnection(now()));
    await deleteAuthStatesOf(db, userId);
  }

  async function refreshFor(
    userId: number,
    refreshCipher: string,
  ): Promise<{ accessToken: string; expiresAt: Date }> {
    const refreshToken = cipher.decrypt(refreshCipher, userId);
    if (!refreshToken) {
      await markLost(userId, 'stored refresh token cannot be decrypted (key changed?)');
      throw new HttpError(409, 'spotify_connection_lost', CONNECTION_LOST_MESSAGE);
    }
    let tokens: SpotifyTokens;
    try {
      tokens = await client.refresh(refreshToken);
    } catch (err) {
      if (err instanceof SpotifyGrantError) {
        await markLost(userId, err.message);
        throw new HttpError(409, 'spotify_connection_lost', CONNECTION_LOST_MESSAGE);
      }
      log.error({ err, userId }, 'Spotify token refresh failed');
      throw new HttpError(502, 'spotify_refresh_failed', 'Failed to refresh Spotify token');
    }
    const at = now();
    const columns = tokenColumns(userId, tokens, at);
    // A member who disconnected while the refresh was in flight stays disconnected.
    const row = await findConnection(db, userId);
    if (!row?.spotifyConnected)
      throw new HttpError(409, 'spotify_not_connected', 'Spotify is not connected.');
    await updateConnection(db, userId, columns);
    return { accessToken: tokens.accessToken, expiresAt: columns.spotifyTokenExpiry };
  }

  /** A member's valid access token (refreshed when it expires within 5 minutes). Throws 409 when not connected or lost. */
  async function accessToken(userId: number): Promise<{ accessToken: string; expiresAt: Date }> {
    const row = await findConnection(db, userId);
    if (!row?.spotifyConnected || !row.spotifyRefreshToken) {
      if (row?.spotifyConnectionLostAt)
        throw new HttpError(409, 'spotify_connection_lost', CONNECTION_LOST_MESSAGE);
      throw new HttpError(409, 'spotify_not_connected', 'Spotify is not connected.');
    }
    const current = row.spotifyAccessToken ? cipher.decrypt(row.spotifyAccessToken, userId) : null;
    if (
      current &&
      row.spotifyTokenExpiry &&
      row.spotifyTokenExpiry.getTime() - SPOTIFY_REFRESH_MARGIN_MS > now().getTime()
    ) {
      // Written with an older key: re-encrypt with the current one (key rotation, README).
      if (cipher.isStale(row.spotifyAccessToken!) || cipher.isStale(row.spotifyRefreshToken)) {
        const refresh = cipher.decrypt(row.spotifyRefreshToken, userId);
        if (refresh) {
          await updateConnection(db, userId, {
            spotifyAccessToken: cipher.encrypt(current, userId),
            spotifyRefreshToken: cipher.encrypt(refresh, userId),
          });
        }
      }
      return { accessToken: current, expiresAt: row.spotifyTokenExpiry };
    }
    const pending = refreshing.get(userId);
    if (pending) return pending;
    const started = refreshFor(userId, row.spotifyRefreshToken).finally(() =>
      refreshing.delete(userId),
    );
    refreshing.set(userId, started);
    return started;
  }

  /** The app's client-credentials token, cached until 5 minutes before it expires. */
  async function applicationToken(): Promise<string> {
    if (appToken && appToken.expiresAt > now().getTime()) return appToken.value;
    appTokenPending ??= client
      .clientCredentials()
      .then((t) => {
        appToken = {
          value: t.accessToken,
          expiresAt: now().getTime() + t.expiresIn * 1000 - SPOTIFY_REFRESH_MARGIN_MS,
        };
        return t.accessToken;
      })
      .finally(() => {
        appTokenPending = null;
      });
    return appTokenPending;
  }

  /** The member's token when connected, else the app token (search and track lookups). */
  async function tokenForLookups(userId: number): Promise<string> {
    const row = await findConnection(db, userId);
    if (row?.spotifyConnected) {
      try {
        return (await accessToken(userId)).accessToken;
      } catch (err) {
        log.warn({ err, userId }, 'member Spotify token unavailable; using the app token');
      }
    }
    return applicationToken();
  }

  /** Spotify search with the 24 h cache; throws on failure (callers decide what a failure means). */
  async function searchUncaught(userId: number, query: string): Promise<SongData[]> {
    const key = normaliseQuery(query);
    const at = now();
    const cached = await readCachedSearch(
      db,
      'spotify',
      key,
      new Date(at.getTime() - SONG_SEARCH_CACHE_TTL_MS),
    );
    if (cached) return cached;
    const tracks = await client.searchTracks(
      await tokenForLookups(userId),
      query,
      SPOTIFY_SEARCH_LIMIT,
    );
    const results = tracks.map(trackToSongData);
    await writeCachedSearch(
      db,
      'spotify',
      key,
      results,
      at,
      new Date(at.getTime() - SONG_SEARCH_CACHE_TTL_MS),
    );
    return results;
  }

  const identityOf = (song: SongData): SongIdentity => ({
    title: songTitle(song) === 'Unknown Song' ? '' : songTitle(song),
    artist: songArtist(song) === 'Unknown Artist' ? '' : songArtist(song),
    isrc: song.isrc,
  });

  /** Finds the song on Spotify (ISRC, else title + artist similarity); null fields when none; throws on provider failure. */
  async function matchOnSpotify(userId: number, song: SongData): Promise<Partial<SongData>> {
    const identity = identityOf(song);
    if (song.isrc) {
      const byIsrc = await searchUncaught(userId, `isrc:${song.isrc}`);
      const hit = byIsrc.find((t) => t.isrc?.toUpperCase() === song.isrc!.toUpperCase());
      if (hit)
        return {
          uri: hit.uri,
          spotifyMatch: 'isrc',
          albumName: song.albumName ?? hit.albumName,
          albumArt: song.albumArt ?? hit.albumArt,
        };
    }
    if (!identity.title) return { spotifyMatch: 'none' };
    const results = await searchUncaught(
      userId,
      identity.artist ? `track:${identity.title} artist:${identity.artist}` : identity.title,
    );
    const best = bestMatch(
      { ...identity, isrc: null },
      results,
      (t) => ({ ...identityOf(t), isrc: null }),
      SOURCE_MATCH_MIN_SIMILARITY,
    );
    if (!best) return { spotifyMatch: 'none' };
    return {
      uri: best.item.uri,
      spotifyMatch: 'similarity',
      albumName: song.albumName ?? best.item.albumName,
      albumArt: song.albumArt ?? best.item.albumArt,
    };
  }

  /** Finds the song on the song provider (YouTube or the catalogue) by title + artist similarity. */
  async function matchOnYouTube(song: SongData): Promise<Partial<SongData>> {
    const identity = identityOf(song);
    if (!identity.title) return { youtubeMatch: 'none' };
    const results = await songs.search(
      `${identity.title} ${identity.artist}`.trim(),
      SPOTIFY_SEARCH_LIMIT,
    );
    const withVideo = results.filter(
      (r) => r.playable !== false && (r.videoId || /^[A-Za-z0-9_-]{11}$/.test(r.id)),
    );
    const best = bestMatch(
      { ...identity, isrc: null },
      withVideo,
      (r) => ({ ...identityOf(r), isrc: null }),
      SOURCE_MATCH_MIN_SIMILARITY,
    );
    if (!best) return { youtubeMatch: 'none' };
    return {
      videoId: best.item.videoId ?? best.item.id,
      youtubeMatch: 'similarity',
      thumbnail: song.thumbnail ?? best.item.thumbnail,
    };
  }

  return {
    /** Spotify's authorize URL for this member and session; stores the pending state (10 minutes). */
    async startAuthorization(
      userId: number,
      sessionTokenHash: string,
      redirectUri: string,
    ): Promise<{ url: string }> {
      const state = randomBytes(32).toString('base64url');
      const codeVerifier = randomBytes(48).toString('base64url');
      const at = now();
      await insertAuthState(
        db,
        {
          stateHash: sha256(state),
          userId,
          sessionTokenHash,
          codeVerifier,
          redirectUri,
          expiresAt: new Date(at.getTime() + SPOTIFY_STATE_TTL_MS),
        },
        at,
      );
      return {
        url: client.authorizeUrl({
          redirectUri,
          state,
          codeChallenge: pkceChallenge(codeVerifier),
          scopes: SPOTIFY_SCOPES,
        }),
      };
    },

    /** Finishes the flow: one-time state check, code exchange, profile, encrypted tokens. */
    async connect(
      userId: number,
      sessionTokenHash: string,
      input: { code: string; redirectUri: string; state: string },
    ): Promise<SpotifyStatus> {
      const pending = await takeAuthState(db, sha256(input.state));
      if (
        !pending ||
        pending.userId !== userId ||
        pending.sessionTokenHash !== sessionTokenHash ||
        pending.expiresAt.getTime() <= now().getTime() ||
        pending.redirectUri !== input.redirectUri
      ) {
        throw new HttpError(400, 'spotify_state_mismatch', STATE_MISMATCH_MESSAGE);
      }
      let tokens: SpotifyTokens;
      try {
        tokens = await client.exchangeCode(input.code, pending.redirectUri, pending.codeVerifier);
      } catch (err) {
        log.warn({ err, userId }, 'Spotify code exchange failed');
        if (err instanceof SpotifyGrantError)
          throw badRequest('Failed to connect to Spotify', 'spotify_code_rejected');
        throw new HttpError(502, 'spotify_unavailable', 'Failed to connect to Spotify');
      }
      if (!tokens.refreshToken)
        throw new HttpError(502, 'spotify_unavailable', 'Failed to connect to Spotify');
      let product: string | null = null;
      try {
        product = (await client.me(tokens.accessToken)).product;
      } catch (err) {
        // Not fatal: the player finds out from the SDK's account_error and falls back to YouTube.
        log.warn({ err, userId }, 'Spotify profile lookup failed');
      }
      const at = now();
      await updateConnection(db, userId, {
        ...tokenColumns(userId, tokens, at),
        spotifyConnected: true,
        spotifyProduct: product,
        spotifyConnectionLostAt: null,
      });
      return statusOf(await findConnection(db, userId));
    },

    /** Disconnects: revokes what the provider lets us revoke, then clears every Spotify column. */
    async disconnect(userId: number): Promise<SpotifyStatus> {
      const row = await findConnection(db, userId);
      const refresh = row?.spotifyRefreshToken
        ? cipher.decrypt(row.spotifyRefreshToken, userId)
        : null;
      const access = row?.spotifyAccessToken
        ? cipher.decrypt(row.spotifyAccessToken, userId)
        : null;
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
      return statusOf(await findConnection(db, userId));
    },

    async status(userId: number): Promise<SpotifyStatus> {
      return statusOf(await findConnection(db, userId));
    },

    accessToken,

    /** Spotify tracks for `query` as song data; [] for short queries and on any failure (spec 001 §8), logged. */
    async search(userId: number, query: string): Promise<SongData[]> {
      const trimmed = query.trim();
      if (trimmed.length < SEARCH_MIN_CHARS) return [];
      try {
        return await searchUncaught(userId, trimmed);
      } catch (err) {
        log.error({ err, query: trimmed }, 'Failed to search tracks');
        return [];
      }
    },

    /** One track by Spotify id; 404 when Spotify has none, 502 "Failed to get track" on failure. */
    async track(userId: number, id: string): Promise<SongData> {
      let found;
      try {
        found = await client.getTrack(await tokenForLookups(userId), id);
      } catch (err) {
        log.error({ err, id }, 'Failed to get track');
        throw new HttpError(502, 'spotify_track_failed', 'Failed to get track');
      }
      if (!found) throw notFound('Failed to get track');
      return trackToSongData(found);
    },

    /** A private playlist of the Spotify matches of these answers (spotify-playlist.ts). */
    savePlaylist(
      userId: number,
      input: { name: string; responseIds: number[] },
    ): Promise<SavedPlaylist> {
      return saveSpotifyPlaylist({ db, client, log, accessToken, matchOnSpotify }, userId, input);
    },

    /**
     * The song with its other source filled in (Spotify `uri` and/or YouTube `videoId`), looked up
     * once: for a response the result is stored on its song data, and a stored miss ('none') is
     * not looked up again. A provider failure leaves the song unchanged (tried again next time).
     */
    async match(
      userId: number,
      input: { responseId?: number; song?: SongData },
    ): Promise<SongData> {
      let song: SongData;
      let songId: string | null = null;
      if (input.responseId !== undefined) {
        const stored = await findResponseSong(db, input.responseId);
        if (!stored) throw notFound('Recommendation not found.');
        song = stored.songData;
        songId = stored.songId;
      } else if (input.song) {
        song = input.song;
      } else {
        throw badRequest('Send a responseId or a song.');
      }
      const fields: Partial<SongData> = {};
      const hasVideo = Boolean(
        song.videoId ||
        (/^[A-Za-z0-9_-]{11}$/.test(song.id) && song.playable !== false && song.videoId !== null),
      );
      try {
        if (!song.uri && !song.spotifyMatch)
          Object.assign(fields, await matchOnSpotify(userId, song));
        if (!hasVideo && !song.youtubeMatch) Object.assign(fields, await matchOnYouTube(song));
      } catch (err) {
        log.warn({ err, responseId: input.responseId }, 'cross-source match failed');
      }
      if (Object.keys(fields).length === 0) return song;
      if (input.responseId !== undefined && songId)
        await mergeResponseSong(db, input.responseId, songId, fields);
      return { ...song, ...fields };
    },
  };
}
