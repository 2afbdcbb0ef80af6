/**
 * Notification rules (issue 14; docs/decisions/016-notifications.md): who hears of what, grouped
 * per target, read state, and request follows. Writers call the `notify…` functions with their
 * own transaction, so a notification exists exactly when the action it reports does.
 */
import type { MarkReadBody, NotificationPage, NotificationType } from '../../../common/schemas/notifications';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import * as repo from './notifications.repository';

/** Notifications per page of the bell. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** A new answer: its request's followers (the asker by default) hear of it. */
export function notifyNewAnswer(db: Database, actorId: number, requestId: number, responseId: number): Promise<void> {
  return repo.notifyFollowers(db, actorId, requestId, responseId);
}

/** Someone upvoted, saved, co-signed or rated an answer: its author hears of it (never of their own). */
export function notifyAnswerEvent(db: Database, type: Exclude<NotificationType, 'response_to_your_request' | 'followed_request_answered'>, actorId: number, responseId: number): Promise<void> {
  return repo.notifyAnswerAuthor(db, type, actorId, responseId);
}

/** The asker follows their own request from the start. */
export function followOwnRequest(db: Database, userId: number, requestId: number): Promise<void> {
  return repo.follow(db, userId, requestId);
}

/** Page `page` (1-based) of the member's notification groups, with the unread count. */
export async function listNotifications(db: Database, userId: number, page: number): Promise<NotificationPage> {
  const rows = await repo.groupPage(db, userId, NOTIFICATION_PAGE_SIZE + 1, (page - 1) * NOTIFICATION_PAGE_SIZE);
  return {
    data: rows.slice(0, NOTIFICATION_PAGE_SIZE),
    pagination: { page, hasMore: rows.length > NOTIFICATION_PAGE_SIZE },
    unread: await repo.unreadGroupCount(db, userId),
  };
}

export async function unreadCount(db: Database, userId: number): Promise<{ unread: number }> {
  return { unread: await repo.unreadGroupCount(db, userId) };
}

export async function markRead(db: Database, userId: number, group: MarkReadBody): Promise<{ unread: number }> {
  await repo.markGroupRead(db, userId, group.type, group.requestId, group.responseId);
  return unreadCount(db, userId);
}

export async function markAllRead(db: Database, userId: number): Promise<{ unread: number }> {
  await repo.markAllRead(db, userId);
  return { unread: 0 };
}

/** Whether the member follows the request. Throws 404 for an unknown request. */
export async function isFollowing(db: Database, userId: number, requestId: number): Promise<{ following: boolean }> {
  const following = await repo.followState(db, userId, requestId);
  if (following === null) throw notFound('Request not found.');
  return { following };
}

/** Follows (true) or unfollows (false) a request. Throws 404 for an unknown request. */
export async function setFollowing(db: Database, userId: number, requestId: number, following: boolean): Promise<{ following: boolean }> {
  if ((await repo.followState(db, userId, requestId)) === null) throw notFound('Request not found.');
  if (following) await repo.follow(db, userId, requestId);
  else await repo.unfollow(db, userId, requestId);
  return { following };
}

export { latestId, NOTIFY_CHANNEL } from './notifications.repository';
