/** Replies under an answer: what other features may use. */
export { ReplyThread } from './components/reply-thread';
