/**
 * Remote Notes kept as answers or replies (decision 056): which local row a Note became and which
 * actor created it, so a redelivery adds nothing and only that actor may Update or Delete it.
 */
import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { federationObjects, users } from '../../db/schema';

/** What a remote Note became here. */
export interface RemoteObject {
  objectUri: string;
  actorUri: string;
  responseId: number | null;
  replyId: number | null;
}

/** The answer or reply Note `objectUri` became, or null. */
export async function findRemoteObject(
  db: Database,
  objectUri: string,
): Promise<RemoteObject | null> {
  const [row] = await db
    .select({
      objectUri: federationObjects.objectUri,
      actorUri: federationObjects.actorUri,
      responseId: federationObjects.responseId,
      replyId: federationObjects.replyId,
    })
    .from(federationObjects)
    .where(eq(federationObjects.objectUri, objectUri));
  return row ?? null;
}

/** Records that Note `objectUri` of `actorUri` became an answer or a reply (first record wins). */
export async function recordRemoteObject(
  db: Database,
  row: { objectUri: string; actorUri: string } & (
    { responseId: number; replyId?: never } | { replyId: number; responseId?: never }
  ),
): Promise<void> {
  await db.insert(federationObjects).values(row).onConflictDoNothing();
}

/** Member `id` as the card answers and replies carry. */
export async function memberCard(db: Database, id: number): Promise<PublicUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      slug: users.slug,
      profilePicture: users.profilePicture,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}
