/** Member moderation in the browser: what other features and pages may use. */
export { DeleteRequestButton } from './components/delete-request-button';
export { BlockedMembersSection } from './components/block-controls';
export { ModerationMenu } from './components/moderation-menu';
export { ReportButton } from './components/report-button';
export { EditRequestButton, OwnResponseActions } from './components/own-post-actions';
