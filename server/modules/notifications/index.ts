/** What other modules may call of notifications: the writers' hooks. */
export {
  answerEventNotificationsCte,
  followOwnRequest,
  newAnswerNotificationsCte,
  notifyAnswerEvent,
  notifyGenreWatchers,
  pushesOf,
  pushNotifications,
  type NotificationPush,
} from './notifications.service';
