/** Public entry points of the player feature: other features import only from here (eslint.config.js). */
export { OpenInYouTubeLink } from './components/open-in-youtube';
export { PlayAllButton, PlaySongButton } from './components/play-buttons';
export type { PlayableEntry } from './components/play-buttons';
export { RecommendedSong } from './components/recommended-song';
export { PlayFromHereMenuItem } from './components/play-from-here-item';
