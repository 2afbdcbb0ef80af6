/** Public entry points of the reactions feature: other features import only from here (eslint.config.js). */
export { useResponseUpvote } from './api/reactions-api';
export { SaveButton } from './components/save-button';
export { ResponseUpvoteButton } from './components/upvote-buttons';
