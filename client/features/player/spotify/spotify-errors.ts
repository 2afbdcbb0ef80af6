/**
 * Player error codes of the Spotify engine (spec 001 §8 "Player error strings"; their texts are
 * the catalogue's, engine/playback-errors.ts). They show only when a track cannot fall back to YouTube (a Spotify-only song); otherwise the player
 * plays the YouTube video instead and only the player log records the Spotify error.
 */

export const SPOTIFY_NOT_READY_ERROR = -100;
export const SPOTIFY_PLAY_ERROR = -101;
export const SPOTIFY_INIT_ERROR = -102;
export const SPOTIFY_TOKEN_ERROR = -103;

/** YouTube embed errors that Spotify can rescue: the owner forbids embedding (101, 150) or embedded playback (152, 153). */
export const EMBED_ERRORS: ReadonlySet<number> = new Set([101, 150, 152, 153]);
