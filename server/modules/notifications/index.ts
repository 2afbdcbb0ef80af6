/** What other modules may call of notifications: the writers' hooks. */
export { followOwnRequest, notifyAnswerEvent, notifyNewAnswer } from './notifications.service';
