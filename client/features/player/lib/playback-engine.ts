/**
 * The playback engine: follows the player store and drives the video player and the speech queue
 * (spec 000 §4 "Player"; issue 4). UI-free, so it is unit-tested with a fake player and fake speech.
 *
 * - A new load (store `loadId`) cancels speech and any pending skip, then either loads the video, or
 *   (playlist, speech on, not the initial load, a comment) cues it, speaks
 *   "{displayName or Someone} says: {comment}", and plays when the speech ends however it ends.
 * - Play/pause intent is forwarded; pausing during speech cancels the speech and leaves the video cued;
 *   switching speech off during speech cancels it and plays.
 * - "ended" advances the playlist (store onTrackEnd).
 * - The first "playing" of each load of a response records a play.
 * - An error (YouTube codes, or no video) is shown by the store; in a playlist with a next entry
 *   the engine skips to it after `skipNoticeMs`, unless the member moved on already.
 *   A track reached with Previous stays on its error (the member stepped back on purpose), and a
 *   player that could not load or a browser offline stops the playlist (`errorStopsPlaylist`).
 *   The store's `retry` loads the track again.
 * - Progress: while a track is loaded the engine polls the player's position every
 *   `progressIntervalMs` into the store; seeks and volume changes in the store go to the player
 *   (optional VideoPlayer methods; an engine without them just ignores them).
 * - Closing cancels speech and stops the video.
 * The video player is created on the first track only (the IFrame API loads on first play).
 */
import {
  hasNext,
  shouldSpeakComment,
  spokenText,
  type PlaybackStatus,
  type PlayerState,
  type PlayerStore,
} from '../player-store';
import type { SpeechQueue } from './speech-queue';
import { videoIdOf } from './video-id';
import type { VideoPlayer, VideoPlayerEvents } from './youtube-iframe-api';
import {
  NO_VIDEO_ERROR,
  PLAYER_UNAVAILABLE_ERROR,
  errorStopsPlaylist,
  playbackErrorMessage,
} from './youtube-errors';

/** How long an error notice shows before a playlist moves on, in ms. */
export const SKIP_NOTICE_MS = 3000;
/** How often the playback position is read from the player, in ms. */
export const PROGRESS_INTERVAL_MS = 500;

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

export interface PlaybackEngine {
  dispose(): void;
}

export function createPlaybackEngine(deps: PlaybackEngineDeps): PlaybackEngine {
  const { store, speech } = deps;
  const skipNoticeMs = deps.skipNoticeMs ?? SKIP_NOTICE_MS;
  const progressIntervalMs = deps.progressIntervalMs ?? PROGRESS_INTERVAL_MS;
  /** `${loadId}:${seek id}` of the last seek sent to the player (seek ids restart with each load). */
  let appliedSeek = '';
  let appliedVolume: number | null = null;
  const progressTimer = setInterval(() => {
    const state = store.getState();
    if (!player?.getProgress || !state.currentTrack || state.error || disposed) return;
    const progress = player.getProgress();
    if (progress)
      store.dispatch({
        type: 'setProgress',
        position: progress.position,
        duration: progress.duration,
      });
  }, progressIntervalMs);
  let player: VideoPlayer | null = null;
  let creating = false;
  /** The load whose player creation failed: no retry until the next load (else it would loop). */
  let createFailedFor = -1;
  let disposed = false;
  let appliedLoadId = -1;
  let lastWants = false;
  let recordedLoadId = -1;
  let skipTimer: ReturnType<typeof setTimeout> | null = null;

  const clearSkip = () => {
    if (skipTimer !== null) clearTimeout(skipTimer);
    skipTimer = null;
  };

  const fail = (code: number) => {
    store.dispatch({ type: 'setError', error: { code, message: playbackErrorMessage(code) } });
    const state = store.getState();
    if (!hasNext(state) || state.arrivedBackwards || errorStopsPlaylist(code)) return;
    const loadId = state.loadId;
    clearSkip();
    skipTimer = setTimeout(() => {
      skipTimer = null;
      if (store.getState().loadId === loadId) store.dispatch({ type: 'skipNext' });
    }, skipNoticeMs);
  };

  const events: VideoPlayerEvents = {
    onStatus(status: PlaybackStatus) {
      const state = store.getState();
      if (!state.currentTrack || disposed) return;
      if (status === 'playing' && state.speaking) {
        // The member started the cued video themselves: stop talking over it.
        speech.cancel();
        store.dispatch({ type: 'setSpeaking', speaking: false });
      }
      store.dispatch({ type: 'setStatus', status });
      if (status === 'playing' && recordedLoadId !== state.loadId) {
        recordedLoadId = state.loadId;
        const responseId = state.currentContext?.responseId;
        if (responseId !== undefined) deps.recordPlay(responseId);
      }
      if (status === 'ended') store.dispatch({ type: 'onTrackEnd' });
    },
    onError(code: number) {
      if (!store.getState().currentTrack || disposed) return;
      speech.cancel();
      store.dispatch({ type: 'setSpeaking', speaking: false });
      fail(code);
    },
  };

  function ensurePlayer() {
    if (player || creating || createFailedFor === store.getState().loadId) return;
    creating = true;
    deps
      .createPlayer(events)
      .then((created) => {
        creating = false;
        if (disposed) {
          created.destroy();
          return;
        }
        player = created;
        appliedLoadId = -1;
        sync();
      })
      .catch(() => {
        creating = false;
        if (disposed || !store.getState().currentTrack) return;
        createFailedFor = store.getState().loadId;
        appliedLoadId = createFailedFor;
        fail(PLAYER_UNAVAILABLE_ERROR);
      });
  }

  function startLoad(p: VideoPlayer) {
    const state = store.getState();
    appliedLoadId = state.loadId;
    lastWants = state.wantsToPlay;
    speech.cancel();
    clearSkip();
    const videoId = (deps.playableId ?? videoIdOf)(state.currentTrack);
    if (!videoId) {
      p.stop();
      fail(NO_VIDEO_ERROR);
      return;
    }
    if (!state.wantsToPlay) {
      p.cue(videoId);
      return;
    }
    if (!shouldSpeakComment(state)) {
      p.load(videoId);
      return;
    }
    const loadId = state.loadId;
    p.cue(videoId);
    store.dispatch({ type: 'setSpeaking', speaking: true });
    void speech.speak(spokenText(state.currentContext)).then(() => {
      const now = store.getState();
      if (disposed || now.loadId !== loadId || !now.currentTrack) return;
      if (now.speaking) store.dispatch({ type: 'setSpeaking', speaking: false });
      const after = store.getState();
      if (after.wantsToPlay && !after.error && after.status !== 'playing') player?.play();
    });
  }

  function sync() {
    if (disposed) return;
    const state = store.getState();
    if (!state.currentTrack) {
      if (appliedLoadId !== -1) {
        appliedLoadId = -1;
        speech.cancel();
        clearSkip();
        player?.stop();
      }
      return;
    }
    ensurePlayer();
    if (!player) return;
    if (state.volume !== appliedVolume) {
      appliedVolume = state.volume;
      player.setVolume?.(state.volume);
    }
    if (state.seekRequest && `${state.loadId}:${state.seekRequest.id}` !== appliedSeek) {
      appliedSeek = `${state.loadId}:${state.seekRequest.id}`;
      player.seek?.(state.seekRequest.to);
    }
    if (state.loadId !== appliedLoadId) {
      startLoad(player);
      return;
    }
    // Speech switched off while a comment is read: stop reading; the song then plays.
    if (state.speaking && !state.speechEnabled) speech.cancel();
    if (state.wantsToPlay === lastWants) return;
    lastWants = state.wantsToPlay;
    if (state.speaking) {
      // Pausing while the comment is spoken: stop speaking, keep the video cued.
      if (!state.wantsToPlay) speech.cancel();
      return;
    }
    if (state.error) return;
    if (state.wantsToPlay) player.play();
    else if (state.status !== 'ended') player.pause();
  }

  const unsubscribe = store.subscribe(sync);
  sync();

  return {
    dispose() {
      disposed = true;
      clearInterval(progressTimer);
      unsubscribe();
      clearSkip();
      speech.cancel();
      player?.destroy();
      player = null;
    },
  };
}
