/** SQL of e-mail digests: the opt-in row, and claiming due digests once across instances. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/** The member's frequency ('daily'/'weekly', null when off) and whether their address is verified. */
export async function digestOf(
  db: Database,
  userId: number,
): Promise<{ frequency: 'daily' | 'weekly' | null; emailVerified: boolean }> {
  const [row] = rowsOf<{ frequency: 'daily' | 'weekly' | null; verified: boolean }>(
    await db.execute(sql`select d.frequency, u.email_verified_at is not null as verified
      from users u left join email_digests d on d.user_id = u.id where u.id = ${userId}`),
  );
  return { frequency: row?.frequency ?? null, emailVerified: row?.verified ?? false };
}

/** Turns the digest on at `frequency` (the first one due a period from now) or, with null, off. */
export async function setDigest(
  db: Database,
  userId: number,
  frequency: 'daily' | 'weekly' | null,
): Promise<void> {
  if (frequency === null) {
    await db.execute(sql`delete from email_digests where user_id = ${userId}`);
    return;
  }
  await db.execute(sql`insert into email_digests (user_id, frequency, next_due_at) values (${userId}, ${frequency}, now() + ${periodOf(frequency)})
    on conflict (user_id) do update set frequency = excluded.frequency, next_due_at = excluded.next_due_at
    where email_digests.frequency <> excluded.frequency`);
}

const periodOf = (frequency: 'daily' | 'weekly') =>
  frequency === 'daily' ? sql`interval '1 day'` : sql`interval '7 days'`;

/** A digest claimed for sending: the member, their address, and since when it reports. */
export interface ClaimedDigest {
  userId: number;
  email: string;
  displayName: string;
  /** The member's saved language (decision 047). */
  locale: string | null;
  frequency: 'daily' | 'weekly';
  /** The previous digest's claim time (null for the first): it reports what is newer. */
  since: string | null;
}

/**
 * Claims up to `limit` due digests of verified members and moves each one's next due time a period
 * on (from now when the server was down for longer), in one statement: `for update skip locked`
 * lets instances claim side by side without ever taking the same row, so each digest is claimed
 * (and sent) once. Due rows of unverified members move on too, unsent. Index email_digests_next_due_at_idx.
 */
export async function claimDueDigests(db: Database, limit: number): Promise<ClaimedDigest[]> {
  const period = sql`case when d.frequency = 'daily' then interval '1 day' else interval '7 days' end`;
  return rowsOf<ClaimedDigest>(
    await db.execute(sql`with due as (
        select d.user_id, d.last_sent_at from email_digests d where d.next_due_at <= now()
        order by d.next_due_at limit ${limit} for update skip locked),
      moved as (
        update email_digests d set
          next_due_at = case when d.next_due_at + ${period} > now() then d.next_due_at + ${period} else now() + ${period} end,
          last_sent_at = now()
        from due where d.user_id = due.user_id
        returning d.user_id, d.frequency, due.last_sent_at as since)
      select m.user_id as "userId", u.email, u.display_name as "displayName", u.locale, m.frequency, m.since
      from moved m join users u on u.id = m.user_id
      where u.email_verified_at is not null`),
  );
}

/** Stops the member's digests (the unsubscribe link); true when one was on. */
export async function deleteDigest(db: Database, userId: number): Promise<boolean> {
  return (
    rowsOf(
      await db.execute(sql`delete from email_digests where user_id = ${userId} returning user_id`),
    ).length > 0
  );
}
