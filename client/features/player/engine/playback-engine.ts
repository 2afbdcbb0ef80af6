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
 * The engine's facts stay in its private fields; loading a track and the error-then-skip rule are
 * the TrackLoader's (engine-load.ts). This file holds the player's events and the sync with the store.
 */
import type { PlaybackStatus, PlayerState } from '../player-state';
import type { PlayerStore } from '../player-store';
import { TrackLoader } from './engine-load';
import type { SpeechQueue } from '../speech';
import type { VideoPlayer, VideoPlayerEvents } from '../youtube';
import { PLAYER_UNAVAILABLE_ERROR } from './playback-errors';

/** How long an error notice shows before a playlist moves on, in ms. */
export const SKIP_NOTICE_MS = 3000;
/** How often the playback position is read from the player, in ms. */
export const PROGRESS_INTERVAL_MS = 500;

/** What the playback engine is built from. */
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

/** Follows a store and drives one video player and the speech queue. */
class StoreFollowingEngine implements PlaybackEngine {
  readonly #deps: PlaybackEngineDeps;
  readonly #store: PlayerStore;
  readonly #speech: SpeechQueue;
  readonly #loader: TrackLoader;
  readonly #events: VideoPlayerEvents;
  readonly #progressTimer: ReturnType<typeof setInterval>;
  readonly #unsubscribe: () => void;
  #player: VideoPlayer | null = null;
  #creating = false;
  /** The load whose player creation failed: no retry until the next load (else it would loop). */
  #createFailedFor = -1;
  #disposed = false;
  #appliedLoadId = -1;
  #lastWants = false;
  #recordedLoadId = -1;
  /** `${loadId}:${seek id}` of the last seek sent to the player (seek ids restart with each load). */
  #appliedSeek = '';
  #appliedVolume: number | null = null;

  constructor(deps: PlaybackEngineDeps) {
    this.#deps = deps;
    this.#store = deps.store;
    this.#speech = deps.speech;
    this.#loader = new TrackLoader({
      store: deps.store,
      speech: deps.speech,
      playableId: deps.playableId,
      skipNoticeMs: deps.skipNoticeMs ?? SKIP_NOTICE_MS,
      player: () => this.#player,
      disposed: () => this.#disposed,
    });
    this.#events = { onStatus: (s) => this.#onStatus(s), onError: (c) => this.#onError(c) };
    this.#progressTimer = setInterval(
      () => this.#reportProgress(),
      deps.progressIntervalMs ?? PROGRESS_INTERVAL_MS,
    );
    this.#unsubscribe = this.#store.subscribe(() => this.#sync());
    this.#sync();
  }

  dispose() {
    this.#disposed = true;
    clearInterval(this.#progressTimer);
    this.#unsubscribe();
    this.#loader.cancelSkip();
    this.#speech.cancel();
    this.#player?.destroy();
    this.#player = null;
  }

  /** A status of the player into the store; a play recorded once per load of a response. */
  #onStatus(status: PlaybackStatus) {
    const store = this.#store;
    const state = store.getState();
    if (!state.currentTrack || this.#disposed) return;
    if (status === 'playing' && state.speaking) {
      // The member started the cued video themselves: stop talking over it.
      this.#speech.cancel();
      store.dispatch({ type: 'setSpeaking', speaking: false });
    }
    store.dispatch({ type: 'setStatus', status });
    if (status === 'playing' && this.#recordedLoadId !== state.loadId) {
      this.#recordedLoadId = state.loadId;
      const responseId = state.currentContext?.responseId;
      if (responseId !== undefined) this.#deps.recordPlay(responseId);
    }
    if (status === 'ended') store.dispatch({ type: 'onTrackEnd' });
  }

  #onError(code: number) {
    if (!this.#store.getState().currentTrack || this.#disposed) return;
    this.#speech.cancel();
    this.#store.dispatch({ type: 'setSpeaking', speaking: false });
    this.#loader.fail(code);
  }

  /** The player's position into the store, while a track plays without error. */
  #reportProgress() {
    const state = this.#store.getState();
    const player = this.#player;
    if (!player?.getProgress || !state.currentTrack || state.error || this.#disposed) return;
    const progress = player.getProgress();
    if (progress)
      this.#store.dispatch({
        type: 'setProgress',
        position: progress.position,
        duration: progress.duration,
      });
  }

  /** Creates the video player once (not again for a load whose creation failed), then syncs. */
  #ensurePlayer() {
    const store = this.#store;
    if (this.#player || this.#creating || this.#createFailedFor === store.getState().loadId) return;
    this.#creating = true;
    this.#deps
      .createPlayer(this.#events)
      .then((created) => {
        this.#creating = false;
        if (this.#disposed) {
          created.destroy();
          return;
        }
        this.#player = created;
        this.#appliedLoadId = -1;
        this.#sync();
      })
      .catch(() => {
        this.#creating = false;
        if (this.#disposed || !store.getState().currentTrack) return;
        this.#createFailedFor = store.getState().loadId;
        this.#appliedLoadId = this.#createFailedFor;
        this.#loader.fail(PLAYER_UNAVAILABLE_ERROR);
      });
  }

  /** Volume and a new seek of the store, each sent to the player once. */
  #applyVolumeAndSeek(player: VideoPlayer, state: PlayerState) {
    if (state.volume !== this.#appliedVolume) {
      this.#appliedVolume = state.volume;
      player.setVolume?.(state.volume);
    }
    if (state.seekRequest && `${state.loadId}:${state.seekRequest.id}` !== this.#appliedSeek) {
      this.#appliedSeek = `${state.loadId}:${state.seekRequest.id}`;
      player.seek?.(state.seekRequest.to);
    }
  }

  /** Brings the player in line with the store after any change (the store's one subscriber). */
  #sync() {
    if (this.#disposed) return;
    const state = this.#store.getState();
    if (!state.currentTrack) {
      if (this.#appliedLoadId !== -1) {
        this.#appliedLoadId = -1;
        this.#speech.cancel();
        this.#loader.cancelSkip();
        this.#player?.stop();
      }
      return;
    }
    this.#ensurePlayer();
    const player = this.#player;
    if (!player) return;
    this.#applyVolumeAndSeek(player, state);
    if (state.loadId !== this.#appliedLoadId) {
      this.#appliedLoadId = state.loadId;
      this.#lastWants = state.wantsToPlay;
      this.#loader.start(player);
      return;
    }
    // Speech switched off while a comment is read: stop reading; the song then plays.
    if (state.speaking && !state.speechEnabled) this.#speech.cancel();
    if (state.wantsToPlay === this.#lastWants) return;
    this.#lastWants = state.wantsToPlay;
    if (state.speaking) {
      // Pausing while the comment is spoken: stop speaking, keep the video cued.
      if (!state.wantsToPlay) this.#speech.cancel();
      return;
    }
    if (state.error) return;
    if (state.wantsToPlay) player.play();
    else if (state.status !== 'ended') player.pause();
  }
}

/** Starts following `deps.store`; `dispose()` stops everything and destroys the player. */
export function createPlaybackEngine(deps: PlaybackEngineDeps): PlaybackEngine {
  return new StoreFollowingEngine(deps);
}
