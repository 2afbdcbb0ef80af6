/** Public entry points of the saved feature: other features import only from here (eslint.config.js). */
export { RequestSummaryLink } from './components/request-summary-link';
export { SavedSongs } from './components/saved-songs';
