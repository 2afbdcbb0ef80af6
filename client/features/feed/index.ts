/** Public entry points of the feed feature: other features import only from here (eslint.config.js). */
export { RequestCard } from './components/request-card';
