/** Public entry points of the responses feature: other features import only from here (eslint.config.js). */
export { ResponseList } from './components/response-list';
