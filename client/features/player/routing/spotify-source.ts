/**
 * The Spotify side of the playback sources: whether Spotify can play for this member
 * (the server's /api/spotify/config and the member's status, from the TanStack Query cache and
 * fetched on first need), the Web Playback SDK engine with the member's token (kept until a minute
 * before it expires), and the one-time notices: a lost connection (409 from the token route) or an
 * account without Premium.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SpotifyConfig, SpotifyStatus } from '@common/schemas';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import {
  SPOTIFY_CONFIG_KEY,
  fetchSpotifyConfig,
  fetchSpotifyStatus,
  fetchSpotifyToken,
  isMobileBrowser,
  spotifyStatusKey,
} from '../../spotify';
import type { SpotifySource } from './source-failover';
import { createSpotifyEngine } from '../spotify';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';

/** The cached Spotify configuration and member status, and `prime()` to fetch what is missing. */
export function spotifyAvailability(queryClient: QueryClient, getUserId: () => number | null) {
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
  return { config, status, prime };
}

/** Fetched config and status: true when this member can play through Spotify here. Never throws. */
async function checkSpotify(queryClient: QueryClient, getUserId: () => number | null) {
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
}

/** One notice per player (lost connection or no Premium): `once` runs its argument the first time only. */
interface Notices {
  once(show: () => void): void;
}

/**
 * The member's Spotify token for the SDK, reused until a minute before it expires. A lost or
 * missing connection refreshes the member's status; a lost one is told once.
 */
function spotifyTokenGetter(
  queryClient: QueryClient,
  getUserId: () => number | null,
  notices: Notices,
) {
  let token: { value: string; expiresAt: number } | null = null;
  return async function getToken(): Promise<string> {
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
        if (err.code === 'spotify_connection_lost')
          notices.once(() =>
            toast({
              title: t('playerNotice.spotifyDisconnected'),
              description: errorText(err, 'error.spotify_connection_lost'),
              variant: 'destructive',
              duration: 6000,
            }),
          );
      }
      throw err;
    }
  };
}

/** The source router's Spotify source for this member, over `availability`'s cache. */
export function createSpotifySource(
  queryClient: QueryClient,
  getUserId: () => number | null,
  availability: ReturnType<typeof spotifyAvailability>,
): SpotifySource {
  const { config, status, prime } = availability;
  let told = false;
  const notices: Notices = {
    once(show) {
      if (told) return;
      told = true;
      show();
    },
  };
  const getToken = spotifyTokenGetter(queryClient, getUserId, notices);
  return {
    usable() {
      prime();
      const s = status();
      return Boolean(config()?.enabled && s?.connected && s.premium && !isMobileBrowser());
    },
    check: () => checkSpotify(queryClient, getUserId),
    createEngine: (handlers) =>
      createSpotifyEngine({
        ...handlers,
        sdkUrl: config()!.sdkUrl!,
        apiBaseUrl: config()!.apiBaseUrl!,
        getToken,
      }),
    unusable(reason) {
      if (reason.kind === 'account')
        notices.once(() =>
          toast({
            title: t('playerNotice.playingFromYouTube'),
            description: t('playerNotice.premiumOnly'),
            duration: 4000,
          }),
        );
      const userId = getUserId();
      if (userId) void queryClient.invalidateQueries({ queryKey: spotifyStatusKey(userId) });
    },
  };
}
