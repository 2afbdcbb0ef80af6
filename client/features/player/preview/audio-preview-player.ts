/**
 * The third playback source (docs/decisions/029-preview-playback.md): a song's 30-second
 * preview (`SongData.previewUrl`, iTunes) played by one HTML `<audio>` element, behind the same
 * `VideoPlayer` interface the engine drives for YouTube and Spotify. `load(url)`/`cue(url)` take the
 * preview URL; seek is in seconds and volume in percent like the other sources.
 *
 * Events map to the player's states: `playing` → playing, `pause` → paused, `waiting` → buffering,
 * `ended` → ended. A preview that cannot load (the element's `error`, or a `play()` refused for any
 * reason but the browser's autoplay rule) reports `PREVIEW_ERROR`, so the engine shows a notice and
 * Play All moves on. After `stop()` the element's late events are ignored.
 */
import type { PlaybackStatus } from '../player-state';
import { playerLog } from '../lib/player-log';
import type { VideoPlayer, VideoPlayerEvents } from '../youtube';

/** The player error code of a preview that could not be played. */
export const PREVIEW_ERROR = -200;
/** How long an iTunes preview lasts, in seconds (what the player tells the member). */
export const PREVIEW_SECONDS = 30;

/** The parts of HTMLAudioElement used here (a fake implements them in tests). */
export type AudioElementLike = Pick<
  HTMLAudioElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'ended'
  | 'volume'
  | 'preload'
  | 'play'
  | 'pause'
  | 'load'
  | 'removeAttribute'
  | 'addEventListener'
  | 'removeEventListener'
>;

const STATUS_OF: Record<string, PlaybackStatus> = {
  playing: 'playing',
  pause: 'paused',
  waiting: 'buffering',
  ended: 'ended',
};

/** Whether a preview is loaded: events of an emptied element are not reported. */
interface PreviewState {
  active: boolean;
}

/**
 * Reports the element's media events as statuses (an `error` as PREVIEW_ERROR) while a preview is
 * loaded; returns the function that stops listening.
 */
function reportMediaEvents(
  audio: AudioElementLike,
  events: VideoPlayerEvents,
  state: PreviewState,
): () => void {
  const onMediaEvent = (event: Event) => {
    if (!state.active) return;
    if (event.type === 'error') {
      playerLog('preview', 'the preview could not be loaded', 'warn');
      state.active = false;
      events.onError(PREVIEW_ERROR);
      return;
    }
    // At the end the element fires "pause" just before "ended": report only the end.
    if (event.type === 'pause' && audio.ended) return;
    events.onStatus(STATUS_OF[event.type]!);
  };
  const types = ['playing', 'pause', 'waiting', 'ended', 'error'] as const;
  for (const type of types) audio.addEventListener(type, onMediaEvent);
  return () => {
    for (const type of types) audio.removeEventListener(type, onMediaEvent);
  };
}

/** A `VideoPlayer` over one audio element (`createAudio` defaults to `new Audio()`). */
export function createAudioPreviewPlayer(
  events: VideoPlayerEvents,
  createAudio: () => AudioElementLike = () => new Audio(),
): VideoPlayer {
  const audio = createAudio();
  audio.preload = 'none';
  const state: PreviewState = { active: false };
  const stopListening = reportMediaEvents(audio, events, state);

  function start() {
    audio.play().catch((err: unknown) => {
      if (!state.active) return;
      const name = (err as { name?: string } | null)?.name;
      // A newer load or a pause interrupted this play: nothing failed.
      if (name === 'AbortError') return;
      // The browser wants a gesture first: the member presses play.
      if (name === 'NotAllowedError') return events.onStatus('paused');
      // The element's own `error` event reports a source that cannot play; this covers the rest.
      playerLog('preview', `play() failed: ${(err as Error)?.message ?? String(err)}`, 'warn');
      state.active = false;
      events.onError(PREVIEW_ERROR);
    });
  }

  function setSource(url: string) {
    state.active = true;
    audio.preload = 'auto';
    audio.src = url;
    audio.load();
  }

  return {
    load(url) {
      setSource(url);
      events.onStatus('buffering');
      start();
    },
    cue(url) {
      setSource(url);
      events.onStatus('cued');
    },
    play() {
      // An ended element starts again from the beginning (HTML's play() rule).
      if (state.active) start();
    },
    pause() {
      if (state.active) audio.pause();
    },
    stop() {
      state.active = false;
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    },
    destroy() {
      this.stop();
      stopListening();
    },
    getProgress() {
      const duration = audio.duration;
      return state.active && Number.isFinite(duration) && duration > 0
        ? { position: audio.currentTime, duration }
        : null;
    },
    seek(seconds) {
      if (state.active) audio.currentTime = Math.max(0, seconds);
    },
    setVolume(percent) {
      audio.volume = Math.min(100, Math.max(0, percent)) / 100;
    },
  };
}
