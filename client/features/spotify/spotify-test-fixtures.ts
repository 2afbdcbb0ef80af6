/** Fixtures the Spotify component tests share: the signed-in member and Spotify's config when on. */
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
