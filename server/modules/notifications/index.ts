/**
 * What other modules may call of notifications: the writers' hooks, and the one consumer of every
 * committed batch (Web Push).
 */
export {
  answerEventNotificationsCte,
  followOwnRequest,
  newResponseNotificationsCte,
  notifyAnswerEvent,
  notifyContentHidden,
  notifyGenreWatchers,
  notifyMemberFollowers,
  pushesOf,
  pushNotifications,
  type NotificationPush,
} from './notifications.service';
export { notifyReply, type NewReply } from './reply-notifications';
export {
  answerEventWithdrawalCte,
  withdrawAnswerEvent,
  WITHDRAW_WINDOW_HOURS,
} from './notification-withdrawals';
export {
  onCommittedNotifications,
  settlePushes,
  type CommittedNotificationsHook,
} from './notification-pushes';
