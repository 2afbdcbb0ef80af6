/** Drizzle queries of member handles (decision 045): redirects from old handles, the one-time choice. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { slugRedirects, users } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql';

/** The current handle of the member whose old handle was `oldSlug`; null when none was. */
export async function redirectTarget(db: Database, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: users.slug })
    .from(slugRedirects)
    .innerJoin(users, eq(users.id, slugRedirects.userId))
    .where(eq(slugRedirects.oldSlug, oldSlug));
  return row?.slug ?? null;
}

/** The member's handle and whether they may still choose one; null for an unknown member. */
export async function handleState(
  db: Database,
  userId: number,
): Promise<{ slug: string; choosable: boolean } | null> {
  const [row] = await db
    .select({ slug: users.slug, choosable: users.handleChoosable })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** True when `slug` is held by another member or kept as another member's old handle. */
export async function slugTakenByOther(db: Database, slug: string, userId: number) {
  const result = await db.execute(sql`select
      exists (select 1 from ${users} where slug = ${slug} and id <> ${userId})
      or exists (select 1 from ${slugRedirects} where old_slug = ${slug} and user_id <> ${userId}) as taken`);
  return rowsOf<{ taken: boolean }>(result)[0]!.taken;
}

/**
 * Moves member `userId` from handle `from` to `to`: `from` becomes a redirect, a redirect of
 * theirs named `to` is dropped, and `choosable` is stored. Run in a transaction; a unique
 * violation means another member took `to` meanwhile. False when the member's handle is no longer
 * `from` (a concurrent change).
 */
export async function moveHandle(
  tx: Database,
  userId: number,
  from: string,
  to: string,
  choosable: boolean,
): Promise<boolean> {
  await tx
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.oldSlug, to), eq(slugRedirects.userId, userId)));
  const moved = await tx
    .update(users)
    .set({ slug: to, handleChoosable: choosable })
    .where(and(eq(users.id, userId), eq(users.slug, from)))
    .returning({ id: users.id });
  if (moved.length === 0) return false;
  await tx.insert(slugRedirects).values({ oldSlug: from, userId }).onConflictDoNothing();
  return true;
}

/** Members still on a placeholder handle of earlier sign-ups (`member`, `member-2`, …). */
export async function placeholderHandles(
  db: Database,
): Promise<{ id: number; slug: string; displayName: string }[]> {
  return (
    db
      .select({ id: users.id, slug: users.slug, displayName: users.displayName })
      .from(users)
      // The prefix narrows through users_slug_prefix_idx; the pattern keeps only the placeholders.
      .where(sql`lower(${users.slug}) like 'member%' and ${users.slug} ~ '^member(-[0-9]+)?$'`)
      .orderBy(users.id)
  );
}
