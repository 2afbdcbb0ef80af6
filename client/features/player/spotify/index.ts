/** The Spotify engine's public face: the Web Playback SDK engine, its error and its error codes. */
export { SpotifyEngineError } from './spotify-engine-error';
export {
  EMBED_ERRORS,
  SPOTIFY_INIT_ERROR,
  SPOTIFY_NOT_READY_ERROR,
  SPOTIFY_PLAY_ERROR,
  SPOTIFY_TOKEN_ERROR,
} from './spotify-errors';
export {
  createSpotifyEngine,
  type SpotifyEngine,
  type SpotifyEngineOptions,
} from './spotify-player';
