/** What other modules may use of upvotes besides its service: which requests a member upvoted. */
export { requestIdsUpvotedBy } from './upvotes.repository';
