/**
 * Fixtures the Spotify component tests share: the signed-in member, Spotify's config when on, the
 * member's connection states and the card's calls. Not a test file itself.
 */
import { apiPath } from '@common/api-routes';
import { stubFetch } from '../../testing/fetch-stub';

export const me = {
  id: 5,
  displayName: 'Ann',
  slug: 'ann',
  email: 'ann@example.com',
  profilePicture: null,
  role: 'member',
  genres: [],
};

export const on = {
  enabled: true,
  clientId: 'abc',
  sdkUrl: 'https://sdk.scdn.co/spotify-player.js',
  apiBaseUrl: 'https://api.spotify.com/',
  scopes: ['streaming'],
};

type Connection = {
  connected: boolean;
  product: string | null;
  premium: boolean;
  connectionLost: boolean;
};
/** A connection Spotify no longer honours (expired or revoked). */
export const lost: Connection = {
  connected: false,
  product: null,
  premium: false,
  connectionLost: true,
};
/** A connected member on Spotify Free. */
export const free: Connection = {
  connected: true,
  product: 'free',
  premium: false,
  connectionLost: false,
};

/**
 * The Spotify card's calls for `me` with Spotify on: the member's connection answers `connection`;
 * Connect fails (502) and every other call goes to `other`.
 */
export function stubSpotifyCard(
  connection: Connection,
  other: Parameters<typeof stubFetch>[0] = () => undefined,
) {
  return stubFetch((call) => {
    if (call.path === apiPath('getAuthMe')) return { body: me };
    if (call.path === apiPath('getSpotifyConfig')) return { body: on };
    if (call.path === apiPath('getUserSpotify', { id: me.id }) && call.method === 'GET')
      return { body: connection };
    if (call.path === apiPath('postSpotifyAuthorize'))
      return { status: 502, body: { error: 'x', message: 'down' } };
    return other(call);
  });
}
