/**
 * The player's state (spec 000 §3 "Player state"): its types, the initial state, the actions the
 * reducer takes, and the pure selectors the panel, the engine and the buttons read it through.
 */
import type { SongData } from '@common/schemas';
import type { RepeatMode } from './player-queue';
import { t } from '../../lib/i18n';

/** Playback states of the spec (ended, playing, paused, buffering, cued) plus idle before any load. */
export type PlaybackStatus =
  'idle' | 'unstarted' | 'ended' | 'playing' | 'paused' | 'buffering' | 'cued';

/** Where a track came from: the response it belongs to and whose comment may be spoken. */
export interface PlayerContext {
  responseId?: number;
  requestId?: number;
  responderName?: string | null;
  comment?: string | null;
}

/** One playlist entry (spec 000 §3: a track and an optional context). */
export interface PlaylistEntry {
  track: SongData;
  context?: PlayerContext;
}

/** A video that cannot play: YouTube error code (or 0 for "no video found") and the text shown. */
export interface PlayerError {
  code: number;
  message: string;
}

export interface PlayerState {
  currentTrack: SongData | null;
  currentContext: PlayerContext | null;
  playlist: PlaylistEntry[];
  currentIndex: number;
  speechEnabled: boolean;
  isMinimized: boolean;
  isInitialPlaylistLoad: boolean;
  /** Last state reported by the video player. */
  status: PlaybackStatus;
  /** The member's intent: true after play/resume, false after pause or the end of the last track. */
  wantsToPlay: boolean;
  /** Increments whenever a (possibly identical) track must be loaded from the start. */
  loadId: number;
  error: PlayerError | null;
  /** True while a comment is being spoken before the track plays. */
  speaking: boolean;
  /**
   * True when the member reached the current playlist entry with Previous: if it cannot play, the
   * player stays on it (no "Skipping to the next song…", which would undo their step back).
   */
  arrivedBackwards: boolean;
  /** Playback position and length of the current track, in seconds (0 until the engine reports). */
  position: number;
  duration: number;
  /** Volume in percent, 0–100, applied to every engine (default 100). */
  volume: number;
  /** The member's latest seek, in seconds; `id` increments so seeking to the same second repeats. */
  seekRequest: { to: number; id: number } | null;
  /** Whether the queue after the current entry is shuffled. */
  shuffle: boolean;
  repeat: RepeatMode;
  /** Entry keys in their order before shuffling (null when not shuffled), to put them back. */
  unshuffledOrder: string[] | null;
}

/** What a reload brings back (queue-storage.ts): the queue, where it was, and its modes. */
export interface RestoredQueue {
  playlist: PlaylistEntry[];
  currentIndex: number;
  /** The single track played outside a playlist, when the playlist is empty. */
  currentTrack: SongData | null;
  currentContext: PlayerContext | null;
  shuffle: boolean;
  repeat: RepeatMode;
  unshuffledOrder: string[] | null;
}

export const initialPlayerState: PlayerState = {
  currentTrack: null,
  currentContext: null,
  playlist: [],
  currentIndex: -1,
  speechEnabled: true,
  isMinimized: false,
  isInitialPlaylistLoad: false,
  status: 'idle',
  wantsToPlay: false,
  loadId: 0,
  error: null,
  speaking: false,
  arrivedBackwards: false,
  position: 0,
  duration: 0,
  volume: 100,
  seekRequest: null,
  shuffle: false,
  repeat: 'off',
  unshuffledOrder: null,
};

export type PlayerAction =
  | { type: 'play'; track: SongData; context?: PlayerContext | null }
  /** `startIndex` for "Play from here" (default 0); `seed` shuffles the rest when shuffle is on. */
  | { type: 'playPlaylist'; list: PlaylistEntry[]; startIndex?: number; seed?: number }
  | { type: 'jumpTo'; index: number }
  | { type: 'moveInQueue'; from: number; to: number }
  | { type: 'removeFromQueue'; index: number }
  | { type: 'playNext'; index: number }
  | { type: 'toggleShuffle'; seed: number }
  | { type: 'cycleRepeat' }
  | { type: 'restoreQueue'; queue: RestoredQueue }
  | { type: 'skipNext' }
  | { type: 'skipPrev' }
  | { type: 'onTrackEnd' }
  | { type: 'close' }
  | { type: 'toggleSpeech' }
  | { type: 'toggleMinimized' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'setStatus'; status: PlaybackStatus }
  | { type: 'setError'; error: PlayerError | null }
  | { type: 'retry' }
  | { type: 'setSpeaking'; speaking: boolean }
  | { type: 'setProgress'; position: number; duration: number }
  | { type: 'seek'; to: number }
  | { type: 'setVolume'; volume: number };

/** A playlist is active when it has entries and the index is at least 0 (spec 000 §4). */
export function isPlaylistActive(state: Pick<PlayerState, 'playlist' | 'currentIndex'>): boolean {
  return state.playlist.length > 0 && state.currentIndex >= 0;
}

/** True when skipPrev would move (previous is disabled at the first item). */
export function hasPrevious(state: Pick<PlayerState, 'playlist' | 'currentIndex'>): boolean {
  return isPlaylistActive(state) && state.currentIndex > 0;
}

/** True when skipNext would move (next is disabled at the last item). */
export function hasNext(state: Pick<PlayerState, 'playlist' | 'currentIndex'>): boolean {
  return isPlaylistActive(state) && state.currentIndex < state.playlist.length - 1;
}

/** Repeat-all on a queue of two or more: Next and Previous wrap at the ends. */
function wrapsAround(state: Pick<PlayerState, 'playlist' | 'currentIndex' | 'repeat'>): boolean {
  return state.repeat === 'all' && isPlaylistActive(state) && state.playlist.length > 1;
}

/** True when Next moves on: a next entry, or repeat-all wrapping a queue of two or more. */
export function canSkipNext(
  state: Pick<PlayerState, 'playlist' | 'currentIndex' | 'repeat'>,
): boolean {
  return hasNext(state) || wrapsAround(state);
}

/** True when Previous moves back: a previous entry, or repeat-all wrapping to the last. */
export function canSkipPrevious(
  state: Pick<PlayerState, 'playlist' | 'currentIndex' | 'repeat'>,
): boolean {
  return hasPrevious(state) || wrapsAround(state);
}

/** "n / total" for the playlist position, or null outside playlist mode. */
export function positionLabel(
  state: Pick<PlayerState, 'playlist' | 'currentIndex'>,
): string | null {
  return isPlaylistActive(state) ? `${state.currentIndex + 1} / ${state.playlist.length}` : null;
}

/**
 * Whether the current track should be cued and its comment spoken first: playlist mode, speech on,
 * not the initial load, and a non-empty comment (spec 000 §4).
 */
export function shouldSpeakComment(state: PlayerState): boolean {
  return (
    isPlaylistActive(state) &&
    state.speechEnabled &&
    !state.isInitialPlaylistLoad &&
    Boolean(state.currentContext?.comment?.trim())
  );
}

/**
 * The spoken text: "{displayName or Someone} says: {comment}" (spec 000 §4), in the page's
 * language, which is also the voice's.
 */
export function spokenText(context: PlayerContext | null | undefined): string {
  const name = context?.responderName?.trim() || t('player.someone');
  return t('player.spoken', { name, comment: context?.comment?.trim() ?? '' });
}

/** Identity of a track in its context, so buttons know whether "their" song is the current one. */
export function entryKey(track: Pick<SongData, 'id'>, context?: PlayerContext | null): string {
  return context?.responseId !== undefined ? `response:${context.responseId}` : `song:${track.id}`;
}
