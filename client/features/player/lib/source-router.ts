/**
 * Three playback sources behind the one `VideoPlayer` interface the playback engine drives (issue 9;
 * docs/decisions/013-spotify.md; issue 31, docs/decisions/029-preview-playback.md). For each load it
 * picks the source of the current track:
 *
 * - Spotify when the member is connected with Premium on a desktop browser and the song has (or
 *   the server finds, once, by ISRC or artist + title) a Spotify uri; the SDK player is prepared
 *   ahead by a token watcher that checks every 1 s whether it can start.
 * - YouTube otherwise, and for that track whenever Spotify fails (SDK initialization,
 *   authentication, account or playback error, a failed play call). account/initialization errors
 *   turn Spotify off for the rest of the page's life (no Premium, unsupported browser).
 * - The song's 30-second preview (`previewUrl`, HTML audio) when it has neither a Spotify match nor
 *   a video (an iTunes answer), and for that track when Spotify fails.
 * - A YouTube embed error (101/150/152/153) retries the track on Spotify when it is usable.
 *
 * Status and errors of the source not in use are ignored, so a late event from the other source
 * never moves the playlist. Errors with no fallback reach the engine with the Spotify codes of
 * spotify-errors.ts (spec 001 §8 texts) or the YouTube ones.
 */
import type { SongData } from '@common/schemas';
import { SPOTIFY_TOKEN_WATCH_MS } from '@common/constants';
import type { PlaybackStatus, PlayerStore } from '../player-store';
import { playerLog } from './player-log';
import {
  EMBED_ERRORS,
  SPOTIFY_INIT_ERROR,
  SPOTIFY_NOT_READY_ERROR,
  SPOTIFY_PLAY_ERROR,
  SPOTIFY_TOKEN_ERROR,
  spotifyUriOf,
} from './spotify-errors';
import { previewUrlOf } from './audio-preview-player';
import { createMatchCache } from './source-match-cache';
import { createSourcePlayers, spotifyTransport, type Transport } from './source-players';
import {
  SpotifyEngineError,
  type SpotifyEngine,
  type SpotifyEngineOptions,
} from './spotify-player';
import { videoIdOf } from './video-id';
import type { VideoPlayer, VideoPlayerEvents } from './youtube-iframe-api';
import { NO_VIDEO_ERROR, PLAYER_UNAVAILABLE_ERROR } from './youtube-errors';

export type PlaybackSource = 'spotify' | 'youtube' | 'preview';

export interface SpotifySource {
  /** Spotify configured, member connected with Premium, desktop browser (synchronous, from cached status). */
  usable(): boolean;
  /** The same, waiting for the configuration and status when they are not loaded yet. */
  check(): Promise<boolean>;
  createEngine(handlers: Pick<SpotifyEngineOptions, 'onStatus' | 'onError'>): SpotifyEngine;
  /** Spotify said this account or browser cannot play (refresh the status; stop trying). */
  unusable(reason: SpotifyEngineError): void;
}

export interface SourceRouterDeps {
  store: PlayerStore;
  events: VideoPlayerEvents;
  createYouTube: (events: VideoPlayerEvents) => Promise<VideoPlayer>;
  /** The preview (HTML audio) player, created on the first preview; without it previews do not play. */
  createPreview?: (events: VideoPlayerEvents) => VideoPlayer;
  spotify: SpotifySource | null;
  /** The song with its other source filled in (server-side, stored on the response); may reject. */
  match: (input: { responseId?: number; song: SongData }) => Promise<SongData>;
  onSourceChange?: (source: PlaybackSource | null) => void;
  /** Token watcher period in ms (spec 001 §9: 1 s). */
  watchMs?: number;
}

export interface SourceRouter extends VideoPlayer {
  activeSource(): PlaybackSource | null;
  spotifyEngine(): SpotifyEngine | null;
}

/** The id the playback engine hands to `load`: a YouTube video id, else a Spotify track uri, else a preview URL. */
export function playableIdOf(track: SongData | null): string | null {
  return videoIdOf(track) ?? spotifyUriOf(track) ?? previewUrlOf(track);
}

const codeOf = (err: SpotifyEngineError) =>
  err.kind === 'token'
    ? SPOTIFY_TOKEN_ERROR
    : err.kind === 'init'
      ? SPOTIFY_INIT_ERROR
      : err.kind === 'not_ready'
        ? SPOTIFY_NOT_READY_ERROR
        : SPOTIFY_PLAY_ERROR;

export function createSourceRouter(deps: SourceRouterDeps): SourceRouter {
  const { store, events } = deps;
  let active: PlaybackSource | null = null;
  let seq = 0;
  let wants = false;
  let deciding = false;
  let spotifyOff = false;
  let song: SongData | null = null;
  let engine: SpotifyEngine | null = null;
  let destroyed = false;
  const matched = createMatchCache(store, deps.match);
  /** Events of one source reach the engine only while that source plays. */
  const whileActive = <E>(source: PlaybackSource, onError: (error: E) => void) => ({
    onStatus: (status: PlaybackStatus) => {
      if (active === source && !destroyed) events.onStatus(status);
    },
    onError: (error: E) => {
      if (active === source && !destroyed) onError(error);
    },
  });
  const players = createSourcePlayers({
    createYouTube: deps.createYouTube,
    createPreview: deps.createPreview,
    youtubeEvents: whileActive<number>('youtube', (code) => void youtubeFailed(code, seq)),
    previewEvents: whileActive<number>('preview', (code) => events.onError(code)),
  });

  const setActive = (source: PlaybackSource | null) => {
    if (active === source) return;
    active = source;
    deps.onSourceChange?.(source);
  };

  /** The player of the source in use (YouTube when none is chosen yet). */
  const transport = (): Transport | null => {
    if (active === 'spotify') return engine && spotifyTransport(engine);
    return active === 'preview' ? players.preview : players.youtube;
  };

  const spotifyUsable = () => !spotifyOff && Boolean(deps.spotify?.usable());

  function spotifyEngine(): SpotifyEngine {
    engine ??= deps.spotify!.createEngine(
      whileActive<SpotifyEngineError>('spotify', (err) => void spotifyFailed(err, seq)),
    );
    return engine;
  }

  // Token watcher (spec 001 §4, §9): once a token and the connected state exist, get the SDK ready.
  const watcher = setInterval(() => {
    if (destroyed || spotifyOff || !deps.spotify?.usable() || engine?.ready) return;
    spotifyEngine()
      .connect()
      .catch((err: SpotifyEngineError) => disableOn(err));
  }, deps.watchMs ?? SPOTIFY_TOKEN_WATCH_MS);

  function disableOn(err: SpotifyEngineError) {
    playerLog('router', `Spotify unavailable (${err.kind}): ${err.message}`, 'warn');
    if (err.kind === 'account' || err.kind === 'init' || err.kind === 'auth') {
      spotifyOff = true;
      deps.spotify?.unusable(err);
    }
  }

  /** Plays `uri` on Spotify; resolves null when it plays (or a newer load took over), else the error. */
  async function playOnSpotify(uri: string, mine: number): Promise<SpotifyEngineError | null> {
    try {
      const e = spotifyEngine();
      await e.connect();
      if (mine !== seq) return null;
      setActive('spotify');
      players.youtube?.stop();
      players.preview?.stop();
      playerLog('router', `playing on Spotify: ${uri}`);
      if (wants) await e.load(uri);
      else e.cue(uri);
      return null;
    } catch (err) {
      if (mine !== seq) return null;
      const failure =
        err instanceof SpotifyEngineError
          ? err
          : new SpotifyEngineError('play', 'Failed to play track');
      disableOn(failure);
      playerLog('router', `Spotify failed (${failure.message}); trying YouTube`, 'warn');
      engine?.stop();
      return failure;
    }
  }

  async function playOnYouTube(
    mine: number,
    spotifyError: SpotifyEngineError | null,
  ): Promise<void> {
    let current = song!;
    let videoId = videoIdOf(current);
    // A song with a preview is not matched to a video here: the match is a search (decision 028).
    if (
      !videoId &&
      current.youtubeMatch !== 'none' &&
      !(previewUrlOf(current) && !spotifyUsable())
    ) {
      current = await matched(current);
      if (mine !== seq) return;
      song = current;
      videoId = videoIdOf(current);
    }
    if (!videoId) {
      if (playOnPreview(current, mine)) return;
      setActive(null);
      if (spotifyUriOf(current))
        events.onError(spotifyError ? codeOf(spotifyError) : SPOTIFY_NOT_READY_ERROR);
      else events.onError(NO_VIDEO_ERROR);
      return;
    }
    engine?.stop();
    players.preview?.stop();
    setActive('youtube');
    let player: VideoPlayer;
    try {
      player = await players.ensureYouTube();
    } catch {
      if (mine === seq) events.onError(PLAYER_UNAVAILABLE_ERROR);
      return;
    }
    if (mine !== seq) return;
    playerLog('router', `playing on YouTube: ${videoId}`);
    if (wants) player.load(videoId);
    else player.cue(videoId);
  }

  /** Plays the track's preview; false when it has none (or no preview player exists). */
  function playOnPreview(current: SongData, mine: number): boolean {
    const url = previewUrlOf(current);
    const player = url ? players.ensurePreview() : null;
    if (!url || !player || mine !== seq) return false;
    engine?.stop();
    players.youtube?.stop();
    setActive('preview');
    playerLog('router', `playing the preview: ${url}`);
    if (wants) player.load(url);
    else player.cue(url);
    return true;
  }

  async function spotifyFailed(err: SpotifyEngineError, mine: number) {
    if (mine !== seq) return;
    disableOn(err);
    playerLog(
      'router',
      `Spotify error during playback (${err.message}); YouTube for this track`,
      'warn',
    );
    wants = true;
    await playOnYouTube(mine, err);
  }

  async function youtubeFailed(code: number, mine: number) {
    const current = song;
    if (mine === seq && current && EMBED_ERRORS.has(code) && spotifyUsable()) {
      playerLog('router', `YouTube error ${code}; trying Spotify`, 'warn');
      const withUri = spotifyUriOf(current) ? current : await matched(current);
      if (mine !== seq) return;
      const uri = spotifyUriOf(withUri);
      if (uri) {
        wants = true;
        if ((await playOnSpotify(uri, mine)) === null) return;
      }
    }
    // A video that cannot play here still leaves the song's preview.
    if (mine === seq && current && previewUrlOf(current)) {
      wants = true;
      if (playOnPreview(current, mine)) return;
    }
    if (mine === seq) events.onError(code);
  }

  async function begin(autoplay: boolean) {
    const mine = ++seq;
    wants = autoplay;
    song = store.getState().currentTrack;
    if (!song) return;
    deciding = true;
    try {
      if (!spotifyOff && deps.spotify && (await deps.spotify.check())) {
        if (mine !== seq) return;
        let current = song;
        if (!spotifyUriOf(current) && !current.spotifyMatch) {
          current = await matched(current);
          if (mine !== seq) return;
          song = current;
        }
        const uri = spotifyUriOf(current);
        if (uri) {
          const failure = await playOnSpotify(uri, mine);
          if (failure === null || mine !== seq) return;
          await playOnYouTube(mine, failure);
          return;
        }
      }
      await playOnYouTube(mine, null);
    } finally {
      if (mine === seq) deciding = false;
    }
  }

  return {
    load: () => void begin(true),
    cue: () => void begin(false),
    play() {
      wants = true;
      if (deciding) return;
      transport()?.play();
    },
    pause() {
      wants = false;
      transport()?.pause();
    },
    stop() {
      seq++;
      wants = false;
      deciding = false;
      players.youtube?.stop();
      engine?.stop();
      players.preview?.stop();
      setActive(null);
    },
    destroy() {
      destroyed = true;
      clearInterval(watcher);
      players.youtube?.destroy();
      engine?.destroy();
      players.preview?.destroy();
      setActive(null);
    },
    // Seek bar and volume (issue 15) follow whichever source plays the current track.
    getProgress: () => transport()?.getProgress?.() ?? null,
    seek: (seconds) => transport()?.seek?.(seconds),
    setVolume(percent) {
      // Spotify keeps the SDK's own volume (0.5, spec 001 §9); YouTube and the preview follow the slider.
      players.setVolume(percent);
    },
    activeSource: () => active,
    spotifyEngine: () => engine,
  };
}
