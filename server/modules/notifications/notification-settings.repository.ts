/**
 * SQL of a member's notification settings: which requests they follow, which notification types
 * they turned off, and which genres they watch.
 */
import { sql } from 'drizzle-orm';
import type { NotificationType } from '../../../common/notification-text';
import type { Database } from '../../db/client';
import { requestFollows } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql';

/** Whether the request exists (null: it does not) and the member follows it. */
export async function followState(
  db: Database,
  userId: number,
  requestId: number,
): Promise<boolean | null> {
  const result =
    await db.execute(sql`select exists (select 1 from request_follows where user_id = ${userId} and request_id = q.id) as following
    from requests q where q.id = ${requestId}`);
  const row = rowsOf<{ following: boolean }>(result)[0];
  return row ? row.following : null;
}

export async function follow(db: Database, userId: number, requestId: number): Promise<void> {
  await db.insert(requestFollows).values({ userId, requestId }).onConflictDoNothing();
}

export async function unfollow(db: Database, userId: number, requestId: number): Promise<void> {
  await db.execute(
    sql`delete from request_follows where user_id = ${userId} and request_id = ${requestId}`,
  );
}

/** The types a member turned off. */
export async function mutedTypes(db: Database, userId: number): Promise<Set<NotificationType>> {
  const result = await db.execute(
    sql`select type from notification_mutes where user_id = ${userId}`,
  );
  return new Set(rowsOf<{ type: NotificationType }>(result).map((r) => r.type));
}

/** Turns one type off (`muted`) or back on. */
export async function setMuted(
  db: Database,
  userId: number,
  type: NotificationType,
  muted: boolean,
): Promise<void> {
  await db.execute(
    muted
      ? sql`insert into notification_mutes (user_id, type) values (${userId}, ${type}) on conflict do nothing`
      : sql`delete from notification_mutes where user_id = ${userId} and type = ${type}`,
  );
}

/** The genres a member watches, by name. */
export async function watchedGenres(
  db: Database,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  const result = await db.execute(
    sql`select g.id, g.name from genre_watches w join genres g on g.id = w.genre_id where w.user_id = ${userId} order by g.name`,
  );
  return rowsOf<{ id: number; name: string }>(result);
}

/** Replaces the genres a member watches (run in a transaction). */
export async function replaceWatchedGenres(
  db: Database,
  userId: number,
  genreIds: number[],
): Promise<void> {
  await db.execute(sql`delete from genre_watches where user_id = ${userId}`);
  if (genreIds.length === 0) return;
  const values = sql.join(
    genreIds.map((id) => sql`(${userId}, ${id})`),
    sql`, `,
  );
  await db.execute(
    sql`insert into genre_watches (user_id, genre_id) values ${values} on conflict do nothing`,
  );
}
