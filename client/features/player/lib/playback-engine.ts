/**
 * The playback engine: follows the player store and drives the video player and the speech queue
 * (spec 000 §4 "Player"). UI-free, so it is unit-tested with a fake player and fake speech.
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
 *
 * The engine's mutable facts live in one `EngineRuntime` (engine-load.ts, with loading a track and
 * the error-then-skip rule); this file holds the player's events and the sync with the store.
 */
import type { PlaybackStatus, PlayerState } from '../player-store';
import {
  createEngineRuntime,
  fail,
  startLoad,
  type EngineRuntime,
  type PlaybackEngineDeps,
} from './engine-load';
import type { VideoPlayer, VideoPlayerEvents } from './youtube-iframe-api';
import { PLAYER_UNAVAILABLE_ERROR } from './youtube-errors';

/** How long an error notice shows before a playlist moves on, in ms. */
export const SKIP_NOTICE_MS = 3000;
/** How often the playback position is read from the player, in ms. */
export const PROGRESS_INTERVAL_MS = 500;

export type { PlaybackEngineDeps } from './engine-load';

export interface PlaybackEngine {
  dispose(): void;
}

/** The player's events: statuses into the store (a play recorded once per load), errors to `fail`. */
function playerEvents(rt: EngineRuntime): VideoPlayerEvents {
  const { store, speech, deps } = rt;
  return {
    onStatus(status: PlaybackStatus) {
      const state = store.getState();
      if (!state.currentTrack || rt.disposed) return;
      if (status === 'playing' && state.speaking) {
        // The member started the cued video themselves: stop talking over it.
        speech.cancel();
        store.dispatch({ type: 'setSpeaking', speaking: false });
      }
      store.dispatch({ type: 'setStatus', status });
      if (status === 'playing' && rt.recordedLoadId !== state.loadId) {
        rt.recordedLoadId = state.loadId;
        const responseId = state.currentContext?.responseId;
        if (responseId !== undefined) deps.recordPlay(responseId);
      }
      if (status === 'ended') store.dispatch({ type: 'onTrackEnd' });
    },
    onError(code: number) {
      if (!store.getState().currentTrack || rt.disposed) return;
      speech.cancel();
      store.dispatch({ type: 'setSpeaking', speaking: false });
      fail(rt, code);
    },
  };
}

/** Creates the video player once (not again for a load whose creation failed), then syncs. */
function ensurePlayer(rt: EngineRuntime, events: VideoPlayerEvents) {
  const { store } = rt;
  if (rt.player || rt.creating || rt.createFailedFor === store.getState().loadId) return;
  rt.creating = true;
  rt.deps
    .createPlayer(events)
    .then((created) => {
      rt.creating = false;
      if (rt.disposed) {
        created.destroy();
        return;
      }
      rt.player = created;
      rt.appliedLoadId = -1;
      sync(rt, events);
    })
    .catch(() => {
      rt.creating = false;
      if (rt.disposed || !store.getState().currentTrack) return;
      rt.createFailedFor = store.getState().loadId;
      rt.appliedLoadId = rt.createFailedFor;
      fail(rt, PLAYER_UNAVAILABLE_ERROR);
    });
}

/** Volume and a new seek of the store, each sent to the player once. */
function applyVolumeAndSeek(rt: EngineRuntime, player: VideoPlayer, state: PlayerState) {
  if (state.volume !== rt.appliedVolume) {
    rt.appliedVolume = state.volume;
    player.setVolume?.(state.volume);
  }
  if (state.seekRequest && `${state.loadId}:${state.seekRequest.id}` !== rt.appliedSeek) {
    rt.appliedSeek = `${state.loadId}:${state.seekRequest.id}`;
    player.seek?.(state.seekRequest.to);
  }
}

/** Brings the player in line with the store after any change (the store's one subscriber). */
function sync(rt: EngineRuntime, events: VideoPlayerEvents) {
  if (rt.disposed) return;
  const { store, speech } = rt;
  const state = store.getState();
  if (!state.currentTrack) {
    if (rt.appliedLoadId !== -1) {
      rt.appliedLoadId = -1;
      speech.cancel();
      rt.clearSkip();
      rt.player?.stop();
    }
    return;
  }
  ensurePlayer(rt, events);
  const player = rt.player;
  if (!player) return;
  applyVolumeAndSeek(rt, player, state);
  if (state.loadId !== rt.appliedLoadId) {
    startLoad(rt, player);
    return;
  }
  // Speech switched off while a comment is read: stop reading; the song then plays.
  if (state.speaking && !state.speechEnabled) speech.cancel();
  if (state.wantsToPlay === rt.lastWants) return;
  rt.lastWants = state.wantsToPlay;
  if (state.speaking) {
    // Pausing while the comment is spoken: stop speaking, keep the video cued.
    if (!state.wantsToPlay) speech.cancel();
    return;
  }
  if (state.error) return;
  if (state.wantsToPlay) player.play();
  else if (state.status !== 'ended') player.pause();
}

/** Starts following `deps.store`; `dispose()` stops everything and destroys the player. */
export function createPlaybackEngine(deps: PlaybackEngineDeps): PlaybackEngine {
  const rt = createEngineRuntime(deps, deps.skipNoticeMs ?? SKIP_NOTICE_MS);
  const { store, speech } = rt;
  const progressTimer = setInterval(() => {
    const state = store.getState();
    const player = rt.player;
    if (!player?.getProgress || !state.currentTrack || state.error || rt.disposed) return;
    const progress = player.getProgress();
    if (progress)
      store.dispatch({
        type: 'setProgress',
        position: progress.position,
        duration: progress.duration,
      });
  }, deps.progressIntervalMs ?? PROGRESS_INTERVAL_MS);
  const events = playerEvents(rt);
  const unsubscribe = store.subscribe(() => sync(rt, events));
  sync(rt, events);

  return {
    dispose() {
      rt.disposed = true;
      clearInterval(progressTimer);
      unsubscribe();
      rt.clearSkip();
      speech.cancel();
      rt.player?.destroy();
      rt.player = null;
    },
  };
}
