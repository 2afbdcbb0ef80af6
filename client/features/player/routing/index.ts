/** Source routing's public face: which source (YouTube, Spotify, preview) plays the current song, for the panel. */
export { activeRouter, createPlaybackSources, usePlaybackSource } from './playback-sources';
export type { PlaybackSource } from './router-state';
