/**
 * Spotify connection, tokens, search and cross-source matching (spec 001 §4 "Streaming
 * connection", §7 "Streaming account", §8; docs/decisions/013-spotify.md). This file
 * wires the pieces together behind one service; each piece lives in its own module:
 *
 * - Connect / disconnect with PKCE, and the connection status: spotify-connection.ts.
 * - Tokens: a member's token refreshed before expiry, the app token: spotify-tokens.ts.
 * - Search (24 h cache) and matching a song on the other source: spotify-match.ts.
 * - Playlists: `savePlaylist` makes a private playlist of answers' matches (spotify-playlist.ts).
 *
 * Search and tracks use the member's token when connected, else the app token (client
 * credentials); search failures give an empty list.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SEARCH_MIN_CHARS } from '../../../common/constants';
import type { SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { SongProvider } from '../../providers/songs/song-provider';
import { trackToSongData, type SpotifyClient } from '../../providers/spotify/spotify-client';
import { connect, connectionStatus, disconnect, startAuthorization } from './spotify-connection';
import { matchOnSpotify, matchSongSources, searchSpotify } from './spotify-match';
import { saveSpotifyPlaylist, type SavedPlaylist } from './spotify-playlist';
import { createApplicationToken, createMemberTokens } from './spotify-tokens';
import { findConnection } from './spotify.repository';
import type { TokenCipher } from './token-cipher';

export interface SpotifyServiceDeps {
  db: Database;
  client: SpotifyClient;
  cipher: TokenCipher;
  songs: SongProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type SpotifyService = ReturnType<typeof createSpotifyService>;

/** The Spotify service the routes call; state kept per process: in-flight refreshes, app token. */
export function createSpotifyService({ now = () => new Date(), ...rest }: SpotifyServiceDeps) {
  const deps = { ...rest, now };
  const { db, client, log } = deps;
  const accessToken = createMemberTokens(deps);
  const applicationToken = createApplicationToken(client, now);

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

  const lookups = { ...deps, tokenForLookups };

  return {
    startAuthorization: startAuthorization.bind(null, deps),
    connect: connect.bind(null, deps),
    disconnect: disconnect.bind(null, deps),
    status: (userId: number) => connectionStatus(deps, userId),
    accessToken,

    /** Spotify tracks for `query` as song data; [] for short queries and on any failure (spec 001 §8), logged. */
    async search(userId: number, query: string): Promise<SongData[]> {
      const trimmed = query.trim();
      if (trimmed.length < SEARCH_MIN_CHARS) return [];
      try {
        return await searchSpotify(lookups, userId, trimmed);
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
      const match = (id: number, song: SongData) => matchOnSpotify(lookups, id, song);
      return saveSpotifyPlaylist(
        { db, client, log, accessToken, matchOnSpotify: match },
        userId,
        input,
      );
    },

    /** The song with its other source filled in (spotify-match.ts `matchSongSources`). */
    match: (userId: number, input: { responseId?: number; song?: SongData }) =>
      matchSongSources(lookups, userId, input),
  };
}
