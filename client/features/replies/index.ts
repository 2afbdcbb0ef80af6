/** Replies under an answer (issue 33): what other features may use. */
export { ReplyThread } from './components/reply-thread';
