/**
 * The player's pure state machine (spec 000 §4 "Player"): each action to its transition, the
 * current track's in player-transitions.ts and the queue's in queue-transitions.ts. The store
 * (player-store.ts) loads it with the first action, so the first screen downloads none of it
 * (decision 042).
 */
import { nextRepeatMode } from './player-queue';
import type { PlayerAction, PlayerState } from './player-state';
import {
  close,
  play,
  resume,
  retry,
  seek,
  setError,
  setProgress,
  setStatus,
  setVolume,
  skipNext,
  skipPrev,
  trackEnded,
} from './player-transitions';
import {
  jumpTo,
  moveInQueue,
  playNext,
  removeFromQueue,
  restoreQueue,
  startPlaylist,
  toggleShuffle,
} from './queue-transitions';

/** The pure state machine of the player (spec 000 §4 "Player"): each action to its transition. */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      return play(state, action.track, action.context);
    case 'playPlaylist':
      return startPlaylist(state, action.list, action.startIndex ?? 0, action.seed ?? 0);
    case 'skipNext':
      return skipNext(state);
    case 'skipPrev':
      return skipPrev(state);
    case 'onTrackEnd':
      return trackEnded(state);
    case 'jumpTo':
      return jumpTo(state, action.index);
    case 'moveInQueue':
      return moveInQueue(state, action.from, action.to);
    case 'removeFromQueue':
      return removeFromQueue(state, action.index);
    case 'playNext':
      return playNext(state, action.index);
    case 'toggleShuffle':
      return toggleShuffle(state, action.seed);
    case 'cycleRepeat':
      return { ...state, repeat: nextRepeatMode(state.repeat) };
    case 'restoreQueue':
      return state.currentTrack ? state : restoreQueue(state, action.queue);
    case 'close':
      return close(state);
    case 'toggleSpeech':
      return { ...state, speechEnabled: !state.speechEnabled };
    case 'toggleMinimized':
      return { ...state, isMinimized: !state.isMinimized };
    case 'pause':
      return state.currentTrack ? { ...state, wantsToPlay: false } : state;
    case 'resume':
      return resume(state);
    case 'setStatus':
      return setStatus(state, action.status);
    case 'setError':
      return setError(state, action.error);
    case 'retry':
      return retry(state);
    case 'setSpeaking':
      return { ...state, speaking: action.speaking };
    case 'setProgress':
      return setProgress(state, action.position, action.duration);
    case 'seek':
      return seek(state, action.to);
    case 'setVolume':
      return setVolume(state, action.volume);
    default:
      return state;
  }
}
