/**
 * Why a video cannot play, by YouTube IFrame API error code (2, 5, 100, 101, 150 and the newer
 * 152/153), plus our own codes for a song without a video and a player that failed to load.
 */
import { PREVIEW_ERROR, PREVIEW_ERROR_MESSAGE } from '../preview';
import { spotifyErrorMessage } from '../spotify';

/** A song with no video id and nothing found by the search. */
export const NO_VIDEO_ERROR = 0;
/** The IFrame API script could not be loaded (offline, blocked). */
export const PLAYER_UNAVAILABLE_ERROR = -1;

/**
 * Whether an error stops a playlist instead of skipping to the next song: with no player
 * or no connection every next song would fail the same way, so Play All would skip through the
 * whole queue. The member gets Retry instead. `online` is the browser's `navigator.onLine`.
 */
export function errorStopsPlaylist(
  code: number,
  online = typeof navigator === 'undefined' || navigator.onLine !== false,
): boolean {
  return code === PLAYER_UNAVAILABLE_ERROR || !online;
}

/** Whether the player offers Retry for an error: the ones that stop a playlist. */
export const canRetryError = errorStopsPlaylist;

/** The text shown in the player for an error code. */
export function playbackErrorMessage(code: number): string {
  const spotify = spotifyErrorMessage(code);
  if (spotify) return spotify;
  if (code === PREVIEW_ERROR) return PREVIEW_ERROR_MESSAGE;
  switch (code) {
    case NO_VIDEO_ERROR:
      return 'No video is available for this song.';
    case PLAYER_UNAVAILABLE_ERROR:
      return 'The YouTube player could not be loaded. Check your connection and try again.';
    case 2:
      return 'This video link is not valid.';
    case 5:
      return 'This video cannot be played in this browser.';
    case 100:
      return 'This video was removed or made private.';
    case 101:
    case 150:
      return 'The owner does not allow this video to be played here.';
    case 152:
    case 153:
      return 'This video cannot be played in an embedded player.';
    default:
      return 'This video cannot be played right now.';
  }
}
