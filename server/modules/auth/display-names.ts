/**
 * Display names that pass the character rules but pretend to be someone else: a name
 * whose Unicode TR 39 skeleton equals a staff member's name, or equals another member's name while
 * being written differently (Cyrillic "а" for Latin "a", "rn" for "m", "I" for "l"). Two people may
 * share the same name written the same way; a staff member's name may not be taken at all
 * (docs/decisions/024).
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { conflict } from '../../lib/http-errors';

/**
 * The comparison keys of a name: TR 39's skeleton (NFD, each character replaced by its prototype in
 * Unicode's confusables.txt, NFD again; the table is `unhomoglyph`'s copy of it), and the skeleton of
 * the lower-cased name, so "ΑLICE" (Greek Α) meets "Alice" while "Igor" still meets "lgor". Pure.
 */
export function nameSkeletons(name: string): readonly [string, string] {
  const known = skeletons.get(name);
  if (known !== undefined) return known;
  const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');
  const keys = [skeleton(name), skeleton(name.toLowerCase())] as const;
  // unhomoglyph runs one regular expression of every confusable (~12 µs a name, measured over
  // 10,000 names): members' names are remembered so a sign-up compares against them in a few ms.
  if (skeletons.size >= SKELETON_CACHE_MAX) skeletons.clear();
  skeletons.set(name, keys);
  return keys;
}

/** Skeletons of names already seen; cleared whole past 100,000 entries (about 20 MB at worst). */
const skeletons = new Map<string, readonly [string, string]>();
const SKELETON_CACHE_MAX = 100_000;

/** Whether two names are confusable: either of their skeletons is equal. */
export function confusable(a: string, b: string): boolean {
  const [exactA, foldedA] = nameSkeletons(a);
  const [exactB, foldedB] = nameSkeletons(b);
  return exactA === exactB || foldedA === foldedB;
}

/** The same name written the same way: NFC, lower case. */
const sameText = (a: string, b: string) =>
  a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

export const CONFUSABLE_STAFF_MESSAGE =
  "This name looks like a staff member's name. Please choose another.";
export const CONFUSABLE_MEMBER_MESSAGE =
  "This name looks like another member's name written with look-alike letters. Please choose another.";

/** The stored skeleton columns of a display name (users.name_skeleton, users.name_skeleton_folded). */
export function nameSkeletonColumns(name: string): {
  nameSkeleton: string;
  nameSkeletonFolded: string;
} {
  const [nameSkeleton, nameSkeletonFolded] = nameSkeletons(name);
  return { nameSkeleton, nameSkeletonFolded };
}

/**
 * Throws 409 `confusable_display_name` when `name` (already normalised and valid) is confusable with
 * a staff member's or admin's name (identical included) or a look-alike of any other member's name.
 * `except` leaves out the member renaming themselves (`userId`), or at sign-up the account that
 * already owns the address (`email`: a second sign-up with one's own address and name gets the
 * ordinary answer, not this one). Reads only the names whose stored skeletons match (two indexes),
 * plus any row whose skeletons are not written yet (compared here).
 */
export async function assertNameNotConfusable(
  db: Database,
  name: string,
  except: { userId?: number; email?: string } = {},
): Promise<void> {
  const [exact, folded] = nameSkeletons(name);
  const others = await db
    .select({ displayName: users.displayName, role: users.role })
    .from(users)
    .where(
      and(
        or(
          eq(users.nameSkeleton, exact),
          eq(users.nameSkeletonFolded, folded),
          isNull(users.nameSkeleton),
        ),
        except.userId === undefined ? undefined : ne(users.id, except.userId),
        except.email === undefined ? undefined : ne(users.email, except.email),
      ),
    );
  for (const other of others) {
    if (!confusable(other.displayName, name)) continue;
    if (other.role !== 'member')
      throw conflict(CONFUSABLE_STAFF_MESSAGE, 'confusable_display_name');
    if (!sameText(other.displayName, name))
      throw conflict(CONFUSABLE_MEMBER_MESSAGE, 'confusable_display_name');
  }
}

/**
 * Writes the skeletons of members who have none yet (accounts from before migration 0034, or rows
 * written without them), 500 at a time; returns how many. Run at start under the startup lock.
 */
export async function fillMissingNameSkeletons(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(isNull(users.nameSkeleton))
      .limit(500);
    if (rows.length === 0) return filled;
    await db.transaction(async (tx) => {
      for (const row of rows)
        await tx
          .update(users)
          .set(nameSkeletonColumns(row.displayName))
          .where(eq(users.id, row.id));
    });
    filled += rows.length;
  }
}
