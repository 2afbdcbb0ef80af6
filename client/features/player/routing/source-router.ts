/**
 * Three playback sources behind the one `VideoPlayer` interface the playback engine drives (
 * docs/decisions/013-spotify.md, docs/decisions/029-preview-playback.md). For each load it
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
import type { PlaybackStatus } from '../player-state';
import type { PlayerStore } from '../player-store';
import { previewUrlOf } from '../lib/song-sources';
import { playerLog } from '../lib/player-log';
import {
  routeCurrentTrack,
  spotifyFailed,
  youtubeFailed,
  type RouterContext,
  type SpotifySource,
} from './source-failover';
import { RouterState, type PlaybackSource } from './router-state';
import { createMatchCache } from './source-match-cache';
import { createSourcePlayers, spotifyTransport, type Transport } from './source-players';
import { spotifyUriOf } from '../lib/song-sources';
import { SpotifyEngineError, type SpotifyEngine } from '../spotify';
import { videoIdOf } from '../lib/song-sources';
import type { VideoPlayer, VideoPlayerEvents } from '../youtube';

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

/**
 * The router's state (private, router-state.ts) and the context its failover steps share: the lazily created players, whose
 * events reach the engine only while their source plays, the match cache and the Spotify engine.
 */
function createRouterContext(deps: SourceRouterDeps): RouterContext {
  const { store, events } = deps;
  const state = new RouterState(deps.onSourceChange);
  /** Events of one source reach the engine only while that source plays. */
  const whileActive = <E>(source: PlaybackSource, onError: (error: E) => void) => ({
    onStatus: (status: PlaybackStatus) => {
      if (state.active === source && !state.destroyed) events.onStatus(status);
    },
    onError: (error: E) => {
      if (state.active === source && !state.destroyed) onError(error);
    },
  });
  const players = createSourcePlayers({
    createYouTube: deps.createYouTube,
    createPreview: deps.createPreview,
    youtubeEvents: whileActive<number>(
      'youtube',
      (code) => void youtubeFailed(ctx, code, state.seq),
    ),
    previewEvents: whileActive<number>('preview', (code) => events.onError(code)),
  });

  const ctx: RouterContext = {
    deps,
    state,
    players,
    matched: createMatchCache(store, deps.match),
    spotifyEngine: () =>
      state.engineOr(() =>
        deps.spotify!.createEngine(
          whileActive<SpotifyEngineError>(
            'spotify',
            (err) => void spotifyFailed(ctx, err, state.seq),
          ),
        ),
      ),
    disableOn(err) {
      playerLog('router', `Spotify unavailable (${err.kind}): ${err.message}`, 'warn');
      if (err.kind === 'account' || err.kind === 'init' || err.kind === 'auth') {
        state.turnSpotifyOff();
        deps.spotify?.unusable(err);
      }
    },
    spotifyUsable: () => !state.spotifyOff && Boolean(deps.spotify?.usable()),
  };
  return ctx;
}

/** The `VideoPlayer` the playback engine drives: each track goes to the source described above. */
export function createSourceRouter(deps: SourceRouterDeps): SourceRouter {
  const ctx = createRouterContext(deps);
  const { state, players } = ctx;

  /** The player of the source in use (YouTube when none is chosen yet). */
  const transport = (): Transport | null => {
    if (state.active === 'spotify') return state.engine && spotifyTransport(state.engine);
    return state.active === 'preview' ? players.preview : players.youtube;
  };

  // Token watcher (spec 001 §4, §9): once a token and the connected state exist, get the SDK ready.
  const watcher = setInterval(() => {
    if (state.destroyed || state.spotifyOff || !deps.spotify?.usable() || state.engine?.ready)
      return;
    ctx
      .spotifyEngine()
      .connect()
      .catch((err: SpotifyEngineError) => ctx.disableOn(err));
  }, deps.watchMs ?? SPOTIFY_TOKEN_WATCH_MS);

  return {
    load: () => void routeCurrentTrack(ctx, true),
    cue: () => void routeCurrentTrack(ctx, false),
    play() {
      state.wants = true;
      if (state.deciding) return;
      transport()?.play();
    },
    pause() {
      state.wants = false;
      transport()?.pause();
    },
    stop() {
      state.stop();
      players.youtube?.stop();
      state.engine?.stop();
      players.preview?.stop();
      state.setActive(null);
    },
    destroy() {
      state.destroy();
      clearInterval(watcher);
      players.youtube?.destroy();
      state.engine?.destroy();
      players.preview?.destroy();
      state.setActive(null);
    },
    // Seek bar and volume follow whichever source plays the current track.
    getProgress: () => transport()?.getProgress?.() ?? null,
    seek: (seconds) => transport()?.seek?.(seconds),
    setVolume(percent) {
      // Spotify keeps the SDK's own volume (0.5, spec 001 §9); YouTube and the preview follow the slider.
      players.setVolume(percent);
    },
    activeSource: () => state.active,
    spotifyEngine: () => state.engine,
  };
}
