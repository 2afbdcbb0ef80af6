/**
 * What other modules may use of replies: the visible reply count of the answers list, and the answer
 * a member acts on with the blocks that keep them out (a co-sign checks the same as a reply).
 */
export { findThread } from './replies.repository';
export { visibleReplyCountSql } from './visible-replies';
