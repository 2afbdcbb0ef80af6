/** Drizzle queries of profile editing: display name and the uploaded picture. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profilePictures, users } from '../../db/schema/index';
import { nameSkeletonColumns } from '../auth/index';

/** Sets a member's display name; the slug is left as it is (docs/decisions/014-profile-editing.md). */
export async function updateDisplayName(
  db: Database,
  userId: number,
  displayName: string,
): Promise<void> {
  await db
    .update(users)
    .set({ displayName, ...nameSkeletonColumns(displayName) })
    .where(eq(users.id, userId));
}

/** Saves a member's language (decision 047). */
export async function updateLocale(db: Database, userId: number, locale: string): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** Stores (or replaces) a member's picture and points `users.profile_picture` at it, in one transaction. */
export async function savePicture(
  db: Database,
  userId: number,
  picture: { hash: string; contentType: string; data: Buffer; url: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(profilePictures)
      .values({ userId, hash: picture.hash, contentType: picture.contentType, data: picture.data })
      .onConflictDoUpdate({
        target: profilePictures.userId,
        set: {
          hash: picture.hash,
          contentType: picture.contentType,
          data: picture.data,
          createdAt: new Date(),
        },
      });
    await tx.update(users).set({ profilePicture: picture.url }).where(eq(users.id, userId));
  });
}

/** Removes a member's picture, in one transaction with clearing `users.profile_picture`. */
export async function deletePicture(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(profilePictures).where(eq(profilePictures.userId, userId));
    await tx.update(users).set({ profilePicture: null }).where(eq(users.id, userId));
  });
}

/** The picture with this content hash (indexed), or null. */
export async function findPictureByHash(
  db: Database,
  hash: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db
    .select({ contentType: profilePictures.contentType, data: profilePictures.data })
    .from(profilePictures)
    .where(eq(profilePictures.hash, hash))
    .limit(1);
  return row ?? null;
}
