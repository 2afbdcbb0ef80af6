/**
 * The playback engine's runtime (the mutable facts its parts share) and its two rules about the
 * current track: how a new load starts (load, cue, or cue and speak the comment first, spec 000 §4)
 * and what an error does (shown, then in a playlist a skip after the notice, unless the member
 * moved on or stepped back). Used by playback-engine.ts only.
 */
import {
  hasNext,
  shouldSpeakComment,
  spokenText,
  type PlayerState,
  type PlayerStore,
} from '../player-store';
import type { SpeechQueue } from './speech-queue';
import { videoIdOf } from './video-id';
import type { VideoPlayer, VideoPlayerEvents } from './youtube-iframe-api';
import { NO_VIDEO_ERROR, errorStopsPlaylist, playbackErrorMessage } from './youtube-errors';

/** What the playback engine is built from (playback-engine.ts re-exports it). */
export interface PlaybackEngineDeps {
  store: PlayerStore;
  createPlayer: (events: VideoPlayerEvents) => Promise<VideoPlayer>;
  speech: SpeechQueue;
  /** Records a play of a response; must not throw (failures are only logged). */
  recordPlay: (responseId: number) => void;
  /** The id `load`/`cue` get for a track (default: its YouTube video id; a Spotify uri with two sources). */
  playableId?: (track: PlayerState['currentTrack']) => string | null;
  skipNoticeMs?: number;
  progressIntervalMs?: number;
}

/** What the engine's parts share across calls. */
export interface EngineRuntime {
  deps: PlaybackEngineDeps;
  store: PlayerStore;
  speech: SpeechQueue;
  skipNoticeMs: number;
  player: VideoPlayer | null;
  creating: boolean;
  /** The load whose player creation failed: no retry until the next load (else it would loop). */
  createFailedFor: number;
  disposed: boolean;
  appliedLoadId: number;
  lastWants: boolean;
  recordedLoadId: number;
  /** `${loadId}:${seek id}` of the last seek sent to the player (seek ids restart with each load). */
  appliedSeek: string;
  appliedVolume: number | null;
  skipTimer: ReturnType<typeof setTimeout> | null;
  /** Cancels a pending skip after an error. */
  clearSkip: () => void;
}

/** A fresh runtime: no player yet, nothing applied. */
export function createEngineRuntime(deps: PlaybackEngineDeps, skipNoticeMs: number): EngineRuntime {
  const rt: EngineRuntime = {
    deps,
    store: deps.store,
    speech: deps.speech,
    skipNoticeMs,
    player: null,
    creating: false,
    createFailedFor: -1,
    disposed: false,
    appliedLoadId: -1,
    lastWants: false,
    recordedLoadId: -1,
    appliedSeek: '',
    appliedVolume: null,
    skipTimer: null,
    clearSkip: () => {
      if (rt.skipTimer !== null) clearTimeout(rt.skipTimer);
      rt.skipTimer = null;
    },
  };
  return rt;
}

/**
 * Shows error `code`; in a playlist with a next entry, skips to it after the notice unless the
 * member moved on meanwhile. A track reached with Previous, or an error that stops the playlist
 * (no player, offline), stays.
 */
export function fail(rt: EngineRuntime, code: number) {
  const { store } = rt;
  store.dispatch({ type: 'setError', error: { code, message: playbackErrorMessage(code) } });
  const state = store.getState();
  if (!hasNext(state) || state.arrivedBackwards || errorStopsPlaylist(code)) return;
  const loadId = state.loadId;
  rt.clearSkip();
  rt.skipTimer = setTimeout(() => {
    rt.skipTimer = null;
    if (store.getState().loadId === loadId) store.dispatch({ type: 'skipNext' });
  }, rt.skipNoticeMs);
}

/** Cues the video and speaks the comment; plays when the speech ends however it ends, if still wanted. */
function speakThenPlay(rt: EngineRuntime, p: VideoPlayer, videoId: string) {
  const { store } = rt;
  const state = store.getState();
  const loadId = state.loadId;
  p.cue(videoId);
  store.dispatch({ type: 'setSpeaking', speaking: true });
  void rt.speech.speak(spokenText(state.currentContext)).then(() => {
    const now = store.getState();
    if (rt.disposed || now.loadId !== loadId || !now.currentTrack) return;
    if (now.speaking) store.dispatch({ type: 'setSpeaking', speaking: false });
    const after = store.getState();
    if (after.wantsToPlay && !after.error && after.status !== 'playing') rt.player?.play();
  });
}

/** Starts the store's new load on player `p`: speech and a pending skip cancelled first. */
export function startLoad(rt: EngineRuntime, p: VideoPlayer) {
  const state = rt.store.getState();
  rt.appliedLoadId = state.loadId;
  rt.lastWants = state.wantsToPlay;
  rt.speech.cancel();
  rt.clearSkip();
  const videoId = (rt.deps.playableId ?? videoIdOf)(state.currentTrack);
  if (!videoId) {
    p.stop();
    fail(rt, NO_VIDEO_ERROR);
    return;
  }
  if (!state.wantsToPlay) p.cue(videoId);
  else if (!shouldSpeakComment(state)) p.load(videoId);
  else speakThenPlay(rt, p, videoId);
}
