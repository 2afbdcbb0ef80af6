/**
 * The playback engine's two rules about the current track (used by playback-engine.ts only): how
 * a new load starts (load, cue, or cue and speak the comment first, spec 000 §4) and what an error
 * does (shown, then in a playlist a skip after the notice, unless the member moved on or stepped
 * back). The pending skip is the loader's own.
 */
import { hasNext, shouldSpeakComment, spokenText, type PlayerState } from '../player-state';
import type { PlayerStore } from '../player-store';
import type { SpeechQueue } from '../speech';
import { videoIdOf } from '../lib/song-sources';
import type { VideoPlayer } from '../youtube';
import { NO_VIDEO_ERROR, errorStopsPlaylist, playbackErrorMessage } from './playback-errors';

/** What loading a track needs from the engine. */
export interface TrackLoaderDeps {
  store: PlayerStore;
  speech: SpeechQueue;
  /** The id `load`/`cue` get for a track (default: its YouTube video id). */
  playableId?: (track: PlayerState['currentTrack']) => string | null;
  skipNoticeMs: number;
  /** The engine's player now, and whether the engine was disposed (speech ends later). */
  player: () => VideoPlayer | null;
  disposed: () => boolean;
}

/** Starts the store's loads on a player and handles their errors. */
export class TrackLoader {
  readonly #deps: TrackLoaderDeps;
  #skipTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(deps: TrackLoaderDeps) {
    this.#deps = deps;
  }

  /** Cancels a pending skip after an error. */
  cancelSkip() {
    if (this.#skipTimer !== null) clearTimeout(this.#skipTimer);
    this.#skipTimer = null;
  }

  /**
   * Shows error `code`; in a playlist with a next entry, skips to it after the notice unless the
   * member moved on meanwhile. A track reached with Previous, or an error that stops the playlist
   * (no player, offline), stays.
   */
  fail(code: number) {
    const { store, skipNoticeMs } = this.#deps;
    store.dispatch({ type: 'setError', error: { code, message: playbackErrorMessage(code) } });
    const state = store.getState();
    if (!hasNext(state) || state.arrivedBackwards || errorStopsPlaylist(code)) return;
    const loadId = state.loadId;
    this.cancelSkip();
    this.#skipTimer = setTimeout(() => {
      this.#skipTimer = null;
      if (store.getState().loadId === loadId) store.dispatch({ type: 'skipNext' });
    }, skipNoticeMs);
  }

  /** Starts the store's new load on player `p`: speech and a pending skip cancelled first. */
  start(p: VideoPlayer) {
    const { store, speech, playableId = videoIdOf } = this.#deps;
    const state = store.getState();
    speech.cancel();
    this.cancelSkip();
    const videoId = playableId(state.currentTrack);
    if (!videoId) {
      p.stop();
      this.fail(NO_VIDEO_ERROR);
      return;
    }
    if (!state.wantsToPlay) p.cue(videoId);
    else if (!shouldSpeakComment(state)) p.load(videoId);
    else this.#speakThenPlay(p, videoId);
  }

  /** Cues the video and speaks the comment; plays when the speech ends however it ends, if still wanted. */
  #speakThenPlay(p: VideoPlayer, videoId: string) {
    const { store, speech } = this.#deps;
    const state = store.getState();
    const loadId = state.loadId;
    p.cue(videoId);
    store.dispatch({ type: 'setSpeaking', speaking: true });
    void speech.speak(spokenText(state.currentContext)).then(() => {
      const now = store.getState();
      if (this.#deps.disposed() || now.loadId !== loadId || !now.currentTrack) return;
      if (now.speaking) store.dispatch({ type: 'setSpeaking', speaking: false });
      const after = store.getState();
      if (after.wantsToPlay && !after.error && after.status !== 'playing')
        this.#deps.player()?.play();
    });
  }
}
