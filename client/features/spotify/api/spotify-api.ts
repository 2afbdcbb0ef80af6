/**
 * Spotify calls of the SPA (spec 001 §7 "Streaming account"): configuration, the member's
 * connection status, connect (server-made authorize URL with PKCE and state), the callback's code
 * exchange, disconnect, the short-lived access token for the Web Playback SDK, and track search for
 * the recommendation form.
 */
import type { ApiBody } from '@common/api-bodies';
import { apiPath } from '@common/api-routes';
import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@common/constants';
import type {
  SessionUser,
  SongData,
  SpotifyConfig,
  SpotifyStatus,
  SpotifyToken,
} from '@common/schemas';
import { callApi } from '../../../lib/api';
import { spotifySearchQuery } from '../../../lib/queries/spotify';
import { SESSION_KEY, useSession } from '../../auth';

export const SPOTIFY_CONFIG_KEY = [apiPath('getSpotifyConfig')] as const;
export const spotifyStatusKey = (userId: number) =>
  [apiPath('getUserSpotify', { id: userId })] as const;

export function fetchSpotifyConfig(): Promise<SpotifyConfig> {
  return callApi('getSpotifyConfig');
}

/** Whether Spotify is configured on this server (controls stay hidden until it says yes). */
export function useSpotifyConfig() {
  return useQuery({
    queryKey: SPOTIFY_CONFIG_KEY,
    queryFn: fetchSpotifyConfig,
    staleTime: Infinity,
    retry: false,
  });
}

export function fetchSpotifyStatus(userId: number): Promise<SpotifyStatus> {
  return callApi('getUserSpotify', { params: { id: userId } });
}

/** The signed-in member's connection, fetched only when Spotify is enabled. */
export function useSpotifyStatus() {
  const { user } = useSession();
  const config = useSpotifyConfig();
  const enabled = Boolean(user && config.data?.enabled);
  const status = useQuery({
    queryKey: spotifyStatusKey(user?.id ?? 0),
    queryFn: () => fetchSpotifyStatus(user!.id),
    enabled,
    staleTime: 60_000,
  });
  return {
    enabled,
    config: config.data ?? null,
    status: status.data ?? null,
    isLoading: config.isLoading || (enabled && status.isLoading),
  };
}

/** The redirect URI the callback page lives at on this origin. */
export const callbackUri = () => `${window.location.origin}/spotify-callback`;

/** Asks the server for Spotify's authorize URL (state bound to this session) and goes there. */
export function useConnectSpotify() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await callApi('postSpotifyAuthorize', {
        body: { redirectUri: callbackUri() },
      });
      window.location.assign(url);
    },
  });
}

/** PATCH /api/users/{id}/spotify {code, redirectUri, state}: the server exchanges the code. */
export function exchangeSpotifyCode(
  userId: number,
  input: ApiBody<'patchUserSpotify'>,
): Promise<SpotifyStatus> {
  return callApi('patchUserSpotify', { params: { id: userId }, body: input });
}

export function useDisconnectSpotify() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => callApi('deleteUserSpotify', { params: { id: user!.id } }),
    onSuccess: (status) => queryClient.setQueryData(spotifyStatusKey(user!.id), status),
  });
}

/** GET /api/users/{id}/spotify-token: the member's current access token (the server refreshes it). */
export function fetchSpotifyToken(userId: number): Promise<SpotifyToken> {
  return callApi('getUserSpotifyToken', { params: { id: userId } });
}

/** The song with its Spotify uri / YouTube video filled in by the server (stored on the response). */
export function matchSong(input: ApiBody<'postSpotifyMatch'>): Promise<SongData> {
  return callApi('postSpotifyMatch', { body: input });
}

/** Records a play that happened on Spotify (POST /api/spotify/play/{id}); failures are only logged. */
export function recordSpotifyPlay(responseId: number): void {
  callApi('postSpotifyPlay', { params: { id: responseId } }).catch((err: unknown) => {
    console.warn(`Could not record the Spotify play of response ${responseId}`, err);
  });
}

/**
 * Spotify's results for a song search, for members who connected Spotify on a server where it is
 * on. Nothing is fetched until `wanted` (the box holds a search), so a form that never
 * searches never asks for the Spotify configuration. Each song is labelled `source: 'spotify'`.
 */
export function useSpotifySearch(
  query: string,
  wanted: boolean,
): { on: boolean; songs: SongData[]; isSearching: boolean } {
  // The session as the app already holds it: this hook must not fetch anything until `wanted`.
  const user = useQueryClient().getQueryData<SessionUser | null>(SESSION_KEY) ?? null;
  const config = useQuery({
    queryKey: SPOTIFY_CONFIG_KEY,
    queryFn: fetchSpotifyConfig,
    staleTime: Infinity,
    retry: false,
    enabled: wanted,
  });
  const statusWanted = wanted && Boolean(user && config.data?.enabled);
  const status = useQuery({
    queryKey: spotifyStatusKey(user?.id ?? 0),
    queryFn: () => fetchSpotifyStatus(user!.id),
    enabled: statusWanted,
    staleTime: 60_000,
  });
  const on = statusWanted && Boolean(status.data?.connected);
  const search = useQuery({
    ...spotifySearchQuery(query),
    enabled: on && query.length >= SEARCH_MIN_CHARS,
  });
  const songs = useMemo(
    () =>
      on && search.data
        ? search.data.map((song) => ({ ...song, source: song.source ?? ('spotify' as const) }))
        : [],
    [on, search.data],
  );
  return { on, songs, isSearching: on && search.isFetching };
}
