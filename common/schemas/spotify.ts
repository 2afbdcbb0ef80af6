/** Spotify (spec 001 §4, §7): configuration, connection, tokens, search and matching. */
import { z } from 'zod';
import { SPOTIFY_PLAYLIST_MAX_SONGS, SPOTIFY_PLAYLIST_NAME_MAX } from '../spotify-playlist-text';
import { songDataSchema } from './shared';

/** Spotify (spec 001 §7 "Streaming account"). */
export const spotifyConfigSchema = z.object({
  enabled: z.boolean(),
  clientId: z.string().nullable(),
  /** Web Playback SDK script URL (Spotify's, or a local fake in tests). */
  sdkUrl: z.string().nullable(),
  /** Web API base URL for the browser's device-transfer and play calls. */
  apiBaseUrl: z.string().nullable(),
  scopes: z.array(z.string()),
});
export type SpotifyConfig = z.infer<typeof spotifyConfigSchema>;

export const spotifyStatusSchema = z.object({
  connected: z.boolean(),
  product: z.string().nullable(),
  premium: z.boolean(),
  connectionLost: z.boolean(),
});
export type SpotifyStatus = z.infer<typeof spotifyStatusSchema>;

export const spotifyAuthorizeBodySchema = z.object({
  redirectUri: z.string().url().max(500).optional(),
});
/** 200 of POST /api/spotify/authorize: Spotify's consent page to send the browser to. */
export const spotifyAuthorizationSchema = z.object({ url: z.string() });
export const spotifyConnectBodySchema = z.object({
  code: z.string().min(1, 'No authorization code provided').max(2000),
  redirectUri: z.string().url().max(500),
  state: z.string().min(1, 'The Spotify authorization state is missing.').max(200),
});
export const spotifyTokenSchema = z.object({ accessToken: z.string(), expiresAt: z.string() });
export type SpotifyToken = z.infer<typeof spotifyTokenSchema>;
/** Spotify track ids are 22 base-62 characters. */
export const spotifyTrackParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{22}$/, 'Not a Spotify track id.'),
});
export const spotifyMatchBodySchema = z
  .object({
    responseId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    song: songDataSchema.optional(),
  })
  .refine(
    (b) => b.responseId !== undefined || b.song !== undefined,
    'Send a responseId or a song.',
  );

/** POST /api/spotify/playlists: a private playlist of the Spotify matches of these answers, in this order. */
export const spotifyPlaylistBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the playlist a name.')
    .max(
      SPOTIFY_PLAYLIST_NAME_MAX,
      `Names can be at most ${SPOTIFY_PLAYLIST_NAME_MAX} characters.`,
    ),
  responseIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Choose at least one song.')
    .max(
      SPOTIFY_PLAYLIST_MAX_SONGS,
      `A playlist can be made from at most ${SPOTIFY_PLAYLIST_MAX_SONGS} songs.`,
    ),
});
export type SpotifyPlaylistBody = z.infer<typeof spotifyPlaylistBodySchema>;

/** The playlist made: Spotify's id and link, songs added, and answers with no Spotify match. */
export const spotifyPlaylistSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  saved: z.number().int(),
  unmatched: z.number().int(),
});
export type SpotifyPlaylist = z.infer<typeof spotifyPlaylistSchema>;
