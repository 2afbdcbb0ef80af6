/** Member moderation in the browser (issue 14): what other features and pages may use. */
export { DeleteRequestButton } from './components/delete-request-button';
export { BlockedMembersSection, BlockMemberButton } from './components/block-controls';
export { ReportButton } from './components/report-button';
export { EditRequestButton, OwnResponseActions } from './components/own-post-actions';
