/** Public entry points of the genres feature: other features import only from here (eslint.config.js). */
export { GenrePicker } from './components/genre-picker';
