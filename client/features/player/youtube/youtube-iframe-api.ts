/**
 * The YouTube IFrame Player API, loaded on the first play only (so it costs nothing at first
 * paint), and an adapter from its player to the small `VideoPlayer` interface the playback engine
 * drives. Videos come from the privacy-enhanced host www.youtube-nocookie.com.
 * https://developers.google.com/youtube/iframe_api_reference
 */
import type { PlaybackStatus } from '../player-state';
import { scriptLoader } from '../lib/script-loader';

export const IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
export const PRIVACY_ENHANCED_HOST = 'https://www.youtube-nocookie.com';
/** Longest wait for the API script before playback is reported as unavailable, in ms. */
export const IFRAME_API_TIMEOUT_MS = 15_000;

/** The parts of the IFrame API used here. */
export interface YTPlayer {
  loadVideoById(videoId: string): void;
  cueVideoById(videoId: string): void;
  playVideo(): void;
  pauseVideo(): void;
  stopVideo(): void;
  destroy(): void;
  getCurrentTime(): number;
  getDuration(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setVolume(volume: number): void;
}

export interface YTPlayerOptions {
  host?: string;
  width?: string | number;
  height?: string | number;
  videoId?: string;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YTPlayer }) => void;
    onStateChange?: (event: { data: number; target: YTPlayer }) => void;
    onError?: (event: { data: number; target: YTPlayer }) => void;
  };
}

export interface YTNamespace {
  Player: new (element: HTMLElement | string, options: YTPlayerOptions) => YTPlayer;
}

declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

/** IFrame API state numbers → our playback states (-1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued). */
export function statusFromYouTube(state: number): PlaybackStatus | null {
  switch (state) {
    case -1:
      return 'unstarted';
    case 0:
      return 'ended';
    case 1:
      return 'playing';
    case 2:
      return 'paused';
    case 3:
      return 'buffering';
    case 5:
      return 'cued';
    default:
      return null;
  }
}

const loadIframeApi = scriptLoader<YTNamespace>({
  vendor: 'YouTube',
  timeoutMs: IFRAME_API_TIMEOUT_MS,
  api: () => (window.YT?.Player ? window.YT : undefined),
  onReady: (ready) => {
    // Another script on the page may have set the callback first: keep calling it.
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      ready();
    };
  },
});

/**
 * Loads https://www.youtube.com/iframe_api once and resolves with `window.YT` when it calls
 * `onYouTubeIframeAPIReady`. Rejects after 15 s or on a script error (then a later call retries).
 */
export function loadYouTubeIframeApi(): Promise<YTNamespace> {
  return loadIframeApi(IFRAME_API_URL);
}

/** What the playback engine needs from a video player. */
export interface VideoPlayer {
  /** Loads and starts a video. */
  load(videoId: string): void;
  /** Loads a video without starting it (its thumbnail shows; state becomes cued). */
  cue(videoId: string): void;
  play(): void;
  pause(): void;
  stop(): void;
  destroy(): void;
  /*
   * Optional (docs/decisions/008-player.md "Seek and volume"): an engine that lacks one
   * simply has no seek bar position, no seeking or no volume.
   */
  /** Position and length of the loaded track in seconds, or null when unknown. */
  getProgress?(): { position: number; duration: number } | null;
  /** Moves to `seconds` from the start. */
  seek?(seconds: number): void;
  /** Volume in percent, 0–100. */
  setVolume?(percent: number): void;
}

export interface VideoPlayerEvents {
  onStatus(status: PlaybackStatus): void;
  onError(code: number): void;
}

/**
 * Creates a YouTube player inside `container` (a fresh child element is handed to the API, which
 * replaces it with the iframe, so React never owns the replaced node). Resolves when it is ready.
 */
export async function createYouTubePlayer(
  container: HTMLElement,
  events: VideoPlayerEvents,
): Promise<VideoPlayer> {
  const YT = await loadYouTubeIframeApi();
  const target = document.createElement('div');
  container.appendChild(target);
  return new Promise<VideoPlayer>((resolve) => {
    const player = new YT.Player(target, {
      host: PRIVACY_ENHANCED_HOST,
      width: '100%',
      height: '100%',
      playerVars: {
        playsinline: 1,
        rel: 0,
        modestbranding: 1,
        enablejsapi: 1,
        origin: window.location.origin,
      },
      events: {
        onReady: () =>
          resolve({
            load: (id) => player.loadVideoById(id),
            cue: (id) => player.cueVideoById(id),
            play: () => player.playVideo(),
            pause: () => player.pauseVideo(),
            stop: () => player.stopVideo(),
            getProgress: () => {
              const duration = player.getDuration();
              return Number.isFinite(duration) && duration > 0
                ? { position: player.getCurrentTime(), duration }
                : null;
            },
            seek: (seconds) => player.seekTo(seconds, true),
            setVolume: (percent) => player.setVolume(percent),
            destroy: () => {
              player.destroy();
              container.replaceChildren();
            },
          }),
        onStateChange: (event) => {
          const status = statusFromYouTube(event.data);
          if (status) events.onStatus(status);
        },
        onError: (event) => events.onError(event.data),
      },
    });
  });
}
