/** What other modules may call of notifications: the writers' hooks. */
export { followOwnRequest, notifyAnswerEvent, notifyGenreWatchers, notifyNewAnswer } from './notifications.service';
