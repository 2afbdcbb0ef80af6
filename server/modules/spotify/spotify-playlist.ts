/**
 * "Save as Spotify playlist" (docs/decisions/029-preview-playback.md): a private playlist
 * in the member's Spotify account made of the Spotify matches of answers they can see, in the order
 * given. Each answer's match is looked up once and stored on it (the same ISRC, else artist + title
 * rule the player uses), so a second playlist of the same songs costs Spotify no searches.
 *
 * Errors: 404 when no answer is visible, 409 `spotify_no_matches` when none is on Spotify (no empty
 * playlist is made), 409 `spotify_scope_missing` when Spotify refuses playlist creation (a grant
 * without playlist-modify-private: reconnect), 502 `spotify_playlist_failed` when Spotify is down.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SongData } from '../../../common/schemas';
import {
  SPOTIFY_PLAYLIST_DESCRIPTION,
  SPOTIFY_PLAYLIST_FAILED_MESSAGE,
  SPOTIFY_PLAYLIST_NOTHING_MESSAGE,
  SPOTIFY_PLAYLIST_NO_MATCH_MESSAGE,
  SPOTIFY_PLAYLIST_SCOPE_MESSAGE,
} from '../../../common/spotify-playlist-text';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import {
  SPOTIFY_ADD_ITEMS_MAX,
  SpotifyError,
  type SpotifyClient,
} from '../../providers/spotify/spotify-client';
import { findVisibleResponseSongs, mergeResponseSong } from './spotify.repository';

/** Matches looked up on Spotify at once (our choice: fast enough, gentle on Spotify's rate limit). */
const MATCH_CONCURRENCY = 4;

export interface PlaylistDeps {
  db: Database;
  client: SpotifyClient;
  log: FastifyBaseLogger;
  /** The member's access token (409 when not connected or lost). */
  accessToken: (userId: number) => Promise<{ accessToken: string }>;
  /** The Spotify fields of a song (`uri` or `spotifyMatch: 'none'`); throws when Spotify fails. */
  matchOnSpotify: (userId: number, song: SongData) => Promise<Partial<SongData>>;
}

export interface SavedPlaylist {
  id: string;
  name: string;
  url: string | null;
  saved: number;
  unmatched: number;
}

const failed = () => new HttpError(502, 'spotify_playlist_failed', SPOTIFY_PLAYLIST_FAILED_MESSAGE);

/** The Spotify uri of one answer (stored match, else looked up and stored), or null when none. */
async function uriOf(
  deps: PlaylistDeps,
  userId: number,
  row: { id: number; songId: string; songData: SongData },
): Promise<string | null> {
  const song = row.songData;
  if (song.uri) return song.uri;
  if (song.spotifyMatch === 'none') return null;
  const fields = await deps.matchOnSpotify(userId, song);
  await mergeResponseSong(deps.db, row.id, row.songId, fields);
  return fields.uri ?? null;
}

/** Creates the playlist; see the module comment for the rules and errors. */
export async function saveSpotifyPlaylist(
  deps: PlaylistDeps,
  userId: number,
  input: { name: string; responseIds: number[] },
): Promise<SavedPlaylist> {
  const { accessToken } = await deps.accessToken(userId);
  const rows = await findVisibleResponseSongs(deps.db, userId, input.responseIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = [...new Set(input.responseIds)].flatMap((id) => byId.get(id) ?? []);
  if (ordered.length === 0) throw notFound(SPOTIFY_PLAYLIST_NOTHING_MESSAGE);

  const uris: (string | null)[] = [];
  try {
    for (let i = 0; i < ordered.length; i += MATCH_CONCURRENCY) {
      uris.push(
        ...(await Promise.all(
          ordered.slice(i, i + MATCH_CONCURRENCY).map((row) => uriOf(deps, userId, row)),
        )),
      );
    }
  } catch (err) {
    deps.log.error({ err, userId }, 'Spotify matching for a playlist failed');
    throw failed();
  }
  const found = [...new Set(uris.filter((u): u is string => u !== null))];
  const unmatched = uris.filter((u) => u === null).length;
  if (found.length === 0)
    throw new HttpError(409, 'spotify_no_matches', SPOTIFY_PLAYLIST_NO_MATCH_MESSAGE);

  try {
    const playlist = await deps.client.createPlaylist(accessToken, {
      name: input.name,
      description: SPOTIFY_PLAYLIST_DESCRIPTION,
      public: false,
    });
    for (let i = 0; i < found.length; i += SPOTIFY_ADD_ITEMS_MAX) {
      await deps.client.addPlaylistItems(
        accessToken,
        playlist.id,
        found.slice(i, i + SPOTIFY_ADD_ITEMS_MAX),
      );
    }
    return { id: playlist.id, name: input.name, url: playlist.url, saved: found.length, unmatched };
  } catch (err) {
    // Spotify answers 403 when the token's grant lacks playlist-modify-private (connected before it was asked for).
    if (err instanceof SpotifyError && err.status === 403)
      throw new HttpError(409, 'spotify_scope_missing', SPOTIFY_PLAYLIST_SCOPE_MESSAGE);
    deps.log.error({ err, userId }, 'Spotify playlist creation failed');
    throw failed();
  }
}
