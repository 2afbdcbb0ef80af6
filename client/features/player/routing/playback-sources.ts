/**
 * Wires the playback sources to the app: the YouTube IFrame player in the panel's
 * video box, an audio element for 30-second previews and, when the server has Spotify configured, the Web Playback SDK engine with the
 * member's token (GET /api/users/{id}/spotify-token, kept until a minute before it expires).
 * Availability comes from the TanStack Query cache of /api/spotify/config and the member's status,
 * fetched on first need. A lost connection (409 from the token route) refreshes the status and
 * tells the member once; so does an account without Premium (spotify-source.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { SongData } from '@common/schemas';
import { matchSong, recordSpotifyPlay } from '../../spotify';
import { recordPlay as recordYouTubePlay } from '../api/plays-api';
import { createAudioPreviewPlayer } from '../preview';
import { createSourceRouter, playableIdOf, type SourceRouter } from './source-router';
import type { PlaybackSource } from './router-state';
import { createSpotifySource, spotifyAvailability } from './spotify-source';
import { createYouTubePlayer, type VideoPlayer, type VideoPlayerEvents } from '../youtube';

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

/** The panel's sources: a router over YouTube, previews and Spotify, and where plays are recorded. */
export function createPlaybackSources(
  queryClient: QueryClient,
  getUserId: () => number | null,
  store: Parameters<typeof createSourceRouter>[0]['store'],
): PlaybackSources {
  const availability = spotifyAvailability(queryClient, getUserId);
  const { config, prime } = availability;
  const spotify = createSpotifySource(queryClient, getUserId, availability);

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
