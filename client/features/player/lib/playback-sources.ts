/**
 * Wires the playback sources to the app (issue 9): the YouTube IFrame player in the panel's
 * video box, an audio element for 30-second previews (issue 31) and, when the server has Spotify configured, the Web Playback SDK engine with the
 * member's token (GET /api/users/{id}/spotify-token, kept until a minute before it expires).
 * Availability comes from the TanStack Query cache of /api/spotify/config and the member's status,
 * fetched on first need. A lost connection (409 from the token route) refreshes the status and
 * tells the member once; so does an account without Premium.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { SongData, SpotifyConfig, SpotifyStatus } from '@common/schemas';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import {
  SPOTIFY_CONFIG_KEY,
  fetchSpotifyConfig,
  fetchSpotifyStatus,
  fetchSpotifyToken,
  matchSong,
  recordSpotifyPlay,
  spotifyStatusKey,
} from '../../spotify';
import { isMobileBrowser } from '../../spotify';
import { recordPlay as recordYouTubePlay } from '../api/plays-api';
import { createAudioPreviewPlayer } from './audio-preview-player';
import {
  createSourceRouter,
  playableIdOf,
  type PlaybackSource,
  type SourceRouter,
  type SpotifySource,
} from './source-router';
import { createSpotifyEngine } from './spotify-player';
import {
  createYouTubePlayer,
  type VideoPlayer,
  type VideoPlayerEvents,
} from './youtube-iframe-api';

let currentRouter: SourceRouter | null = null;
let currentSource: PlaybackSource | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The source playing now ('spotify', 'youtube', 'preview' or null), for the panel and the developer pages. */
export function usePlaybackSource(): PlaybackSource | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => currentSource,
    () => currentSource,
  );
}

/** The live router of the floating player, if one is mounted (developer pages read its Spotify engine). */
export function activeRouter(): SourceRouter | null {
  return currentRouter;
}

export interface PlaybackSources {
  createPlayer(host: HTMLElement, events: VideoPlayerEvents): Promise<VideoPlayer>;
  recordPlay(responseId: number): void;
  playableId(track: SongData | null): string | null;
}

export function createPlaybackSources(
  queryClient: QueryClient,
  getUserId: () => number | null,
  store: Parameters<typeof createSourceRouter>[0]['store'],
): PlaybackSources {
  let token: { value: string; expiresAt: number } | null = null;
  let told = false;

  const config = () => queryClient.getQueryData<SpotifyConfig>(SPOTIFY_CONFIG_KEY) ?? null;
  const status = () => {
    const userId = getUserId();
    return userId
      ? (queryClient.getQueryData<SpotifyStatus>(spotifyStatusKey(userId)) ?? null)
      : null;
  };
  const prime = () => {
    const userId = getUserId();
    if (!config())
      void queryClient.prefetchQuery({
        queryKey: SPOTIFY_CONFIG_KEY,
        queryFn: fetchSpotifyConfig,
        staleTime: Infinity,
      });
    else if (config()!.enabled && userId && !status())
      void queryClient.prefetchQuery({
        queryKey: spotifyStatusKey(userId),
        queryFn: () => fetchSpotifyStatus(userId),
        staleTime: 60_000,
      });
  };

  const spotify: SpotifySource = {
    usable() {
      prime();
      const s = status();
      return Boolean(config()?.enabled && s?.connected && s.premium && !isMobileBrowser());
    },
    async check() {
      try {
        const c = await queryClient.ensureQueryData({
          queryKey: SPOTIFY_CONFIG_KEY,
          queryFn: fetchSpotifyConfig,
          staleTime: Infinity,
        });
        const userId = getUserId();
        if (!c.enabled || !userId || isMobileBrowser()) return false;
        const s = await queryClient.ensureQueryData({
          queryKey: spotifyStatusKey(userId),
          queryFn: () => fetchSpotifyStatus(userId),
        });
        return s.connected && s.premium;
      } catch {
        return false;
      }
    },
    createEngine: (handlers) =>
      createSpotifyEngine({
        ...handlers,
        sdkUrl: config()!.sdkUrl!,
        apiBaseUrl: config()!.apiBaseUrl!,
        async getToken() {
          if (token && token.expiresAt - 60_000 > Date.now()) return token.value;
          const userId = getUserId();
          if (!userId) throw new Error('Signed out');
          try {
            const fresh = await fetchSpotifyToken(userId);
            token = { value: fresh.accessToken, expiresAt: Date.parse(fresh.expiresAt) };
            return fresh.accessToken;
          } catch (err) {
            token = null;
            if (isApiError(err, 'spotify_connection_lost', 'spotify_not_connected')) {
              void queryClient.invalidateQueries({ queryKey: spotifyStatusKey(userId) });
              if (!told && err.code === 'spotify_connection_lost') {
                told = true;
                toast({
                  title: 'Spotify disconnected',
                  description: err.message,
                  variant: 'destructive',
                  duration: 6000,
                });
              }
            }
            throw err;
          }
        },
      }),
    unusable(reason) {
      if (reason.kind === 'account' && !told) {
        told = true;
        toast({
          title: 'Playing from YouTube',
          description: 'Spotify plays in the browser with Premium only.',
          duration: 4000,
        });
      }
      const userId = getUserId();
      if (userId) void queryClient.invalidateQueries({ queryKey: spotifyStatusKey(userId) });
    },
  };

  return {
    createPlayer(host, events) {
      prime();
      currentRouter = createSourceRouter({
        store,
        events,
        createYouTube: (ytEvents) => createYouTubePlayer(host, ytEvents),
        createPreview: (previewEvents) => createAudioPreviewPlayer(previewEvents),
        spotify,
        match: (input) => (config()?.enabled ? matchSong(input) : Promise.resolve(input.song)),
        onSourceChange: (source) => {
          currentSource = source;
          notify();
        },
      });
      const router = currentRouter;
      const destroy = router.destroy;
      router.destroy = () => {
        destroy();
        if (currentRouter === router) currentRouter = null;
      };
      return Promise.resolve(router);
    },
    recordPlay(responseId) {
      if (currentSource === 'spotify') recordSpotifyPlay(responseId);
      else recordYouTubePlay(responseId);
    },
    playableId: playableIdOf,
  };
}
