/** Public entry points of the gifs feature: other features import only from here (eslint.config.js). */
export { GifSearch } from './components/gif-search';
export { SelectedGif } from './components/selected-gif';
