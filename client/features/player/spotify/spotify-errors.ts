/**
 * Player error codes and texts of the Spotify engine (spec 001 §8 "Player error strings"). They
 * show only when a track cannot fall back to YouTube (a Spotify-only song); otherwise the player
 * plays the YouTube video instead and only the player log records the Spotify error.
 */

export const SPOTIFY_NOT_READY_ERROR = -100;
export const SPOTIFY_PLAY_ERROR = -101;
export const SPOTIFY_INIT_ERROR = -102;
export const SPOTIFY_TOKEN_ERROR = -103;

const MESSAGES: Record<number, string> = {
  [SPOTIFY_NOT_READY_ERROR]: 'Spotify player not ready',
  [SPOTIFY_PLAY_ERROR]: 'Failed to play track',
  [SPOTIFY_INIT_ERROR]: 'Failed to initialize Spotify player',
  [SPOTIFY_TOKEN_ERROR]: 'Failed to refresh Spotify token',
};

/** The text of a Spotify error code, or null for any other code. */
export function spotifyErrorMessage(code: number): string | null {
  return MESSAGES[code] ?? null;
}

/** YouTube embed errors that Spotify can rescue: the owner forbids embedding (101, 150) or embedded playback (152, 153). */
export const EMBED_ERRORS: ReadonlySet<number> = new Set([101, 150, 152, 153]);
