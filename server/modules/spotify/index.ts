/** What other modules may use of Spotify besides its service: the app's client-credentials token. */
export { createApplicationToken } from './spotify-tokens';
