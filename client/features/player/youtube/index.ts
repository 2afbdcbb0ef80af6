/** The YouTube source's public face: its IFrame player (the interface every source's player implements) and the video URL helpers. */
export { parseYouTubeUrl, youtubePlaylistUrl, youtubeWatchUrl } from './video-id';
export {
  createYouTubePlayer,
  type VideoPlayer,
  type VideoPlayerEvents,
} from './youtube-iframe-api';
