/** Public entry points of the Spotify feature: other features import only from here (eslint.config.js). */
export {
  SPOTIFY_CONFIG_KEY,
  fetchSpotifyConfig,
  fetchSpotifyStatus,
  fetchSpotifyToken,
  matchSong,
  recordSpotifyPlay,
  spotifyStatusKey,
  useSpotifySearch,
  useSpotifyStatus,
} from './api/spotify-api';
export { SaveSpotifyPlaylistButton } from './components/save-spotify-playlist-button';
export { isMobileBrowser } from './lib/platform';
