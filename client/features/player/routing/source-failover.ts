/**
 * The source router's failover (source-router.ts): which source plays the current track, and
 * where a track goes when its source fails. Spotify first when usable and the song has (or gets,
 * by matching once) a uri; YouTube otherwise and whenever Spotify fails; the song's preview when
 * there is no video; a YouTube embed refusal retries on Spotify. Every step carries the load
 * sequence number it started with (`mine`) and gives up as soon as a newer load took over.
 */
import type { SongData } from '@common/schemas';
import type { PlayerStore } from '../player-store';
import { previewUrlOf } from '../lib/song-sources';
import { playerLog } from '../lib/player-log';
import type { SourcePlayers } from './source-players';
import {
  EMBED_ERRORS,
  SPOTIFY_INIT_ERROR,
  SPOTIFY_NOT_READY_ERROR,
  SPOTIFY_PLAY_ERROR,
  SPOTIFY_TOKEN_ERROR,
} from '../spotify';
import { spotifyUriOf } from '../lib/song-sources';
import { SpotifyEngineError, type SpotifyEngine, type SpotifyEngineOptions } from '../spotify';
import { videoIdOf } from '../lib/song-sources';
import { NO_VIDEO_ERROR, PLAYER_UNAVAILABLE_ERROR } from '../engine';
import type { VideoPlayer, VideoPlayerEvents } from '../youtube';

import type { RouterState } from './router-state';

export interface SpotifySource {
  /** Spotify configured, member connected with Premium, desktop browser (synchronous, from cached status). */
  usable(): boolean;
  /** The same, waiting for the configuration and status when they are not loaded yet. */
  check(): Promise<boolean>;
  createEngine(handlers: Pick<SpotifyEngineOptions, 'onStatus' | 'onError'>): SpotifyEngine;
  /** Spotify said this account or browser cannot play (refresh the status; stop trying). */
  unusable(reason: SpotifyEngineError): void;
}

/** What the failover steps need of the router. */
export interface RouterContext {
  deps: { store: PlayerStore; events: VideoPlayerEvents; spotify: SpotifySource | null };
  state: RouterState;
  players: SourcePlayers;
  matched: (song: SongData) => Promise<SongData>;
  spotifyEngine: () => SpotifyEngine;
  disableOn: (err: SpotifyEngineError) => void;
  spotifyUsable: () => boolean;
}

/** The player error code of a Spotify failure (spec 001 §8 texts, spotify-errors.ts). */
const codeOf = (err: SpotifyEngineError) =>
  err.kind === 'token'
    ? SPOTIFY_TOKEN_ERROR
    : err.kind === 'init'
      ? SPOTIFY_INIT_ERROR
      : err.kind === 'not_ready'
        ? SPOTIFY_NOT_READY_ERROR
        : SPOTIFY_PLAY_ERROR;

/** Plays `uri` on Spotify; resolves null when it plays (or a newer load took over), else the error. */
async function playOnSpotify(
  ctx: RouterContext,
  uri: string,
  mine: number,
): Promise<SpotifyEngineError | null> {
  try {
    const e = ctx.spotifyEngine();
    await e.connect();
    if (!ctx.state.isCurrent(mine)) return null;
    ctx.state.setActive('spotify');
    ctx.players.youtube?.stop();
    ctx.players.preview?.stop();
    playerLog('router', `playing on Spotify: ${uri}`);
    if (ctx.state.wants) await e.load(uri);
    else e.cue(uri);
    return null;
  } catch (err) {
    if (!ctx.state.isCurrent(mine)) return null;
    const failure =
      err instanceof SpotifyEngineError
        ? err
        : new SpotifyEngineError('play', 'Failed to play track');
    ctx.disableOn(failure);
    playerLog('router', `Spotify failed (${failure.message}); trying YouTube`, 'warn');
    ctx.state.engine?.stop();
    return failure;
  }
}

async function playOnYouTube(
  ctx: RouterContext,
  mine: number,
  spotifyError: SpotifyEngineError | null,
): Promise<void> {
  let current = ctx.state.song!;
  let videoId = videoIdOf(current);
  // A song with a preview is not matched to a video here: the match is a search (decision 028).
  if (
    !videoId &&
    current.youtubeMatch !== 'none' &&
    !(previewUrlOf(current) && !ctx.spotifyUsable())
  ) {
    current = await ctx.matched(current);
    if (!ctx.state.isCurrent(mine)) return;
    ctx.state.matchedSong(mine, current);
    videoId = videoIdOf(current);
  }
  if (!videoId) {
    if (playOnPreview(ctx, current, mine)) return;
    ctx.state.setActive(null);
    if (spotifyUriOf(current))
      ctx.deps.events.onError(spotifyError ? codeOf(spotifyError) : SPOTIFY_NOT_READY_ERROR);
    else ctx.deps.events.onError(NO_VIDEO_ERROR);
    return;
  }
  ctx.state.engine?.stop();
  ctx.players.preview?.stop();
  ctx.state.setActive('youtube');
  let player: VideoPlayer;
  try {
    player = await ctx.players.ensureYouTube();
  } catch {
    if (ctx.state.isCurrent(mine)) ctx.deps.events.onError(PLAYER_UNAVAILABLE_ERROR);
    return;
  }
  if (!ctx.state.isCurrent(mine)) return;
  playerLog('router', `playing on YouTube: ${videoId}`);
  if (ctx.state.wants) player.load(videoId);
  else player.cue(videoId);
}

/** Plays the track's preview; false when it has none (or no preview player exists). */
function playOnPreview(ctx: RouterContext, current: SongData, mine: number): boolean {
  const url = previewUrlOf(current);
  const player = url ? ctx.players.ensurePreview() : null;
  if (!url || !player || !ctx.state.isCurrent(mine)) return false;
  ctx.state.engine?.stop();
  ctx.players.youtube?.stop();
  ctx.state.setActive('preview');
  playerLog('router', `playing the preview: ${url}`);
  if (ctx.state.wants) player.load(url);
  else player.cue(url);
  return true;
}

/** An error from the Spotify engine while it plays: this track moves to YouTube (or its preview). */
export async function spotifyFailed(ctx: RouterContext, err: SpotifyEngineError, mine: number) {
  if (!ctx.state.isCurrent(mine)) return;
  ctx.disableOn(err);
  playerLog(
    'router',
    `Spotify error during playback (${err.message}); YouTube for this track`,
    'warn',
  );
  ctx.state.wants = true;
  await playOnYouTube(ctx, mine, err);
}

/** A YouTube error: an embed refusal retries on Spotify, then the preview, else it reaches the engine. */
export async function youtubeFailed(ctx: RouterContext, code: number, mine: number) {
  const current = ctx.state.song;
  if (ctx.state.isCurrent(mine) && current && EMBED_ERRORS.has(code) && ctx.spotifyUsable()) {
    playerLog('router', `YouTube error ${code}; trying Spotify`, 'warn');
    const withUri = spotifyUriOf(current) ? current : await ctx.matched(current);
    if (!ctx.state.isCurrent(mine)) return;
    const uri = spotifyUriOf(withUri);
    if (uri) {
      ctx.state.wants = true;
      if ((await playOnSpotify(ctx, uri, mine)) === null) return;
    }
  }
  // A video that cannot play here still leaves the song's preview.
  if (ctx.state.isCurrent(mine) && current && previewUrlOf(current)) {
    ctx.state.wants = true;
    if (playOnPreview(ctx, current, mine)) return;
  }
  if (ctx.state.isCurrent(mine)) ctx.deps.events.onError(code);
}

/**
 * Picks the source of the store's current track and plays (`autoplay`) or cues it there: Spotify
 * when usable and the song has (or gets, by matching) a uri, else YouTube, else the preview.
 */
export async function routeCurrentTrack(ctx: RouterContext, autoplay: boolean) {
  const mine = ctx.state.beginLoad(ctx.deps.store.getState().currentTrack, autoplay);
  if (!ctx.state.song) return;
  try {
    if (!ctx.state.spotifyOff && ctx.deps.spotify && (await ctx.deps.spotify.check())) {
      if (!ctx.state.isCurrent(mine)) return;
      let current = ctx.state.song;
      if (!spotifyUriOf(current) && !current.spotifyMatch) {
        current = await ctx.matched(current);
        if (!ctx.state.isCurrent(mine)) return;
        ctx.state.matchedSong(mine, current);
      }
      const uri = spotifyUriOf(current);
      if (uri) {
        const failure = await playOnSpotify(ctx, uri, mine);
        if (failure === null || !ctx.state.isCurrent(mine)) return;
        await playOnYouTube(ctx, mine, failure);
        return;
      }
    }
    await playOnYouTube(ctx, mine, null);
  } finally {
    ctx.state.decided(mine);
  }
}
