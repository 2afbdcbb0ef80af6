/**
 * What other modules may call of notifications: the writers' hooks, and the one consumer of every
 * committed batch (Web Push).
 */
export {
  followOwnRequest,
  notifyAnswerEvent,
  notifyContentHidden,
  notifyGenreWatchers,
  notifyMemberFollowers,
} from './notifications.service';
export {
  answerEventNotificationsCte,
  newResponseNotificationsCte,
} from './notifications.repository';
export { notifyReply, type NewReply } from './reply-notifications';
export {
  answerEventWithdrawalCte,
  withdrawAnswerEvent,
  WITHDRAW_WINDOW_HOURS,
} from './notification-withdrawals';
export {
  onCommittedNotifications,
  pushesOf,
  pushNotifications,
  settlePushes,
  writeAndNotify,
  type CommittedNotificationsHook,
  type NotificationPush,
} from './notification-pushes';
