/**
 * Notification rules (docs/decisions/016-notifications.md): who hears of what, grouped
 * per target, read state, and request follows. Writers call the `notify…` functions in their own
 * transaction, or compose the `…Cte` parts into their own statement, so a notification exists
 * exactly when the action it reports does.
 */
import {
  MAX_WATCHED_GENRES,
  NOTIFICATION_TYPES,
  type MarkReadBody,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSettingsBody,
  type NotificationType,
} from '../../../common/schemas/notifications';
import type { ReportReason } from '../../../common/moderation-text';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { visibleGenres } from '../genres/genres.service';
import * as repo from './notifications.repository';
import * as settingsRepo from './notification-settings.repository';
import * as groupsRepo from './notification-groups.repository';
import type { NotificationPush } from './notification-pushes';

/** Notifications per page of the bell. */
export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * Someone upvoted, saved, co-signed or rated an answer: its author hears of it (never of their
 * own). Returns the row written; the caller pushes it (pushNotifications) after its commit.
 */
export function notifyAnswerEvent(
  db: Database,
  type: Exclude<
    NotificationType,
    'response_to_your_request' | 'followed_request_answered' | 'followed_member_request'
  >,
  actorId: number,
  responseId: number,
): Promise<NotificationPush[]> {
  return repo.notifyAnswerAuthor(db, type, actorId, responseId);
}

/**
 * Staff hid a request or an answer: its author hears of it with the reason. Returns the
 * row written; the caller pushes it after its commit.
 */
export function notifyContentHidden(
  db: Database,
  staffId: number,
  target: { type: 'request' | 'response' | 'reply'; id: number },
  reason: ReportReason | null,
): Promise<NotificationPush[]> {
  return repo.notifyContentHidden(db, staffId, target, reason);
}

/**
 * A request got genres (by its asker or by detection): watchers of those genres hear of it.
 * Returns the rows written; the transaction's owner pushes them after its commit.
 */
export function notifyGenreWatchers(db: Database, requestId: number): Promise<NotificationPush[]> {
  return repo.notifyGenreWatchers(db, requestId);
}

/**
 * A member asked: the members who follow them hear of it (settings, blocks and a daily
 * cap apply, see the repository). Returns the rows written; the caller pushes them after its commit.
 */
export function notifyMemberFollowers(
  db: Database,
  requestId: number,
): Promise<NotificationPush[]> {
  return repo.notifyMemberFollowers(db, requestId);
}

/** The asker follows their own request from the start. */
export function followOwnRequest(db: Database, userId: number, requestId: number): Promise<void> {
  return settingsRepo.follow(db, userId, requestId);
}

/** Page `page` (1-based) of the member's notification groups, with the unread count. */
export async function listNotifications(
  db: Database,
  userId: number,
  page: number,
): Promise<NotificationPage> {
  const rows = await groupsRepo.groupPage(
    db,
    userId,
    NOTIFICATION_PAGE_SIZE + 1,
    (page - 1) * NOTIFICATION_PAGE_SIZE,
  );
  return {
    data: rows.slice(0, NOTIFICATION_PAGE_SIZE),
    pagination: { page, hasMore: rows.length > NOTIFICATION_PAGE_SIZE },
    unread: await groupsRepo.unreadGroupCount(db, userId),
  };
}

export async function unreadCount(db: Database, userId: number): Promise<{ unread: number }> {
  return { unread: await groupsRepo.unreadGroupCount(db, userId) };
}

export async function markRead(
  db: Database,
  userId: number,
  group: MarkReadBody,
): Promise<{ unread: number }> {
  await groupsRepo.markGroupRead(db, userId, group);
  return unreadCount(db, userId);
}

export async function markAllRead(db: Database, userId: number): Promise<{ unread: number }> {
  await groupsRepo.markAllRead(db, userId);
  return { unread: 0 };
}

/** Whether the member follows the request. Throws 404 for an unknown request. */
export async function isFollowing(
  db: Database,
  userId: number,
  requestId: number,
): Promise<{ following: boolean }> {
  const following = await settingsRepo.followState(db, userId, requestId);
  if (following === null) throw notFound('Request not found.');
  return { following };
}

/** Follows (true) or unfollows (false) a request. Throws 404 for an unknown request. */
export async function setFollowing(
  db: Database,
  userId: number,
  requestId: number,
  following: boolean,
): Promise<{ following: boolean }> {
  if ((await settingsRepo.followState(db, userId, requestId)) === null)
    throw notFound('Request not found.');
  if (following) await settingsRepo.follow(db, userId, requestId);
  else await settingsRepo.unfollow(db, userId, requestId);
  return { following };
}

/** The member's notification settings: every type with its on/off state, and the watched genres by name. */
export async function getSettings(db: Database, userId: number): Promise<NotificationSettings> {
  const [muted, watchedGenres] = await Promise.all([
    settingsRepo.mutedTypes(db, userId),
    settingsRepo.watchedGenres(db, userId),
  ]);
  return {
    preferences: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !muted.has(type) })),
    watchedGenres,
  };
}

/**
 * Turns types on or off and/or replaces the watched genres, in one transaction. Throws 400 for more
 * than MAX_WATCHED_GENRES genres (`too_many_genres`) or an unknown or hidden genre id (`unknown_genre`).
 */
export async function updateSettings(
  db: Database,
  userId: number,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  const genreIds = body.watchedGenreIds ? [...new Set(body.watchedGenreIds)] : null;
  if (genreIds && genreIds.length > MAX_WATCHED_GENRES)
    throw badRequest(`You can watch at most ${MAX_WATCHED_GENRES} genres`, 'too_many_genres');
  if (genreIds) {
    const found = await visibleGenres(db, genreIds);
    if (found.length !== genreIds.length) {
      const known = new Set(found.map((g) => g.id));
      throw badRequest(
        `Unknown genre id: ${genreIds.filter((id) => !known.has(id)).join(', ')}`,
        'unknown_genre',
      );
    }
  }
  await db.transaction(async (tx) => {
    for (const { type, enabled } of body.preferences ?? [])
      await settingsRepo.setMuted(tx, userId, type, !enabled);
    if (genreIds) await settingsRepo.replaceWatchedGenres(tx, userId, genreIds);
  });
  return getSettings(db, userId);
}

export { latestId, streamStates } from './notification-groups.repository';
