/** Public entry points of the saved-songs feature: other features import only from here (eslint.config.js). */
export { RequestSummaryLink } from './components/request-summary-link';
export { SaveButton } from './components/save-button';
export { SavedSongs } from './components/saved-songs';
