/** Public entry points of the upvotes feature: other features import only from here (eslint.config.js). */
export { upvoteRequestNow, useResponseUpvote } from './api/upvotes-api';
export { RequestUpvoteButton, ResponseUpvoteButton } from './components/upvote-buttons';
