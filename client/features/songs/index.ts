/** Public entry points of the songs feature: other features import only from here (eslint.config.js). */
export { SelectedSongCard } from './components/selected-song-card';
export { SongSearch } from './components/song-search';
