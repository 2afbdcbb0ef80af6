/** What other modules may call of notifications: the writers' hooks. */
export { answerEventNotificationsCte, followOwnRequest, newAnswerNotificationsCte, notifyAnswerEvent, notifyGenreWatchers } from './notifications.service';
