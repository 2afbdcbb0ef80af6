/**
 * Why a video cannot play, by YouTube IFrame API error code (2, 5, 100, 101, 150 and the newer
 * 152/153), plus our own codes for a song without a video and a player that failed to load.
 */
import { t, type MessageId } from '../../../lib/i18n';
import { PREVIEW_ERROR } from '../preview';
import {
  SPOTIFY_INIT_ERROR,
  SPOTIFY_NOT_READY_ERROR,
  SPOTIFY_PLAY_ERROR,
  SPOTIFY_TOKEN_ERROR,
} from '../spotify';

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

/** The catalogue key of each error code's text; any other code reads `playerError.other`. */
const MESSAGE_KEYS: Record<number, MessageId> = {
  [SPOTIFY_NOT_READY_ERROR]: 'playerError.spotifyNotReady',
  [SPOTIFY_PLAY_ERROR]: 'playerError.spotifyPlay',
  [SPOTIFY_INIT_ERROR]: 'playerError.spotifyInit',
  [SPOTIFY_TOKEN_ERROR]: 'playerError.spotifyToken',
  [PREVIEW_ERROR]: 'playerError.preview',
  [NO_VIDEO_ERROR]: 'playerError.noVideo',
  [PLAYER_UNAVAILABLE_ERROR]: 'playerError.unavailable',
  2: 'playerError.invalidLink',
  5: 'playerError.browser',
  100: 'playerError.removed',
  101: 'playerError.notAllowed',
  150: 'playerError.notAllowed',
  152: 'playerError.embedded',
  153: 'playerError.embedded',
};

/** The text shown in the player for an error code, in the page's language. */
export function playbackErrorMessage(code: number): string {
  return t(MESSAGE_KEYS[code] ?? 'playerError.other');
}
