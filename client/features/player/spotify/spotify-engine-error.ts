/** Why the Spotify engine failed: SDK set-up (`init`, `auth`, `account` = no Premium), playback, token. */
export type SpotifyFailure =
  'init' | 'auth' | 'account' | 'playback' | 'play' | 'token' | 'not_ready';

/** An error of the Spotify engine, with its kind for the player's fallback decisions. */
export class SpotifyEngineError extends Error {
  constructor(
    readonly kind: SpotifyFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SpotifyEngineError';
  }
}
