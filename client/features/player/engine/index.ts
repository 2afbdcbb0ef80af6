/** The playback engine's public face: the engine that follows the store, the Media Session binding and the error texts. */
export { bindMediaSession } from './media-session';
export { createPlaybackEngine } from './playback-engine';
export {
  NO_VIDEO_ERROR,
  PLAYER_UNAVAILABLE_ERROR,
  canRetryError,
  errorStopsPlaylist,
  playbackErrorMessage,
} from './playback-errors';
