/**
 * The member's last-visit mark of the RECENT feed (users.feed_seen_at, decision 050): when the
 * newest request they have seen was asked. Kept on the member so it follows them to every device.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * Moves the mark to `seenAt` (never past the database's now) unless it is already later: a tab
 * left open on an older page cannot bring back requests another device has seen. One statement.
 */
export async function advanceFeedSeen(db: Database, userId: number, seenAt: Date): Promise<Date> {
  const mark = sql`least(${seenAt.toISOString()}::timestamptz, now())`;
  const [row] = await db
    .update(users)
    .set({ feedSeenAt: sql`greatest(${users.feedSeenAt}, ${mark})` })
    .where(eq(users.id, userId))
    .returning({ feedSeenAt: users.feedSeenAt });
  return row!.feedSeenAt!;
}
