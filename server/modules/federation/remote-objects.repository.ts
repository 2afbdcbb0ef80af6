/**
 * Remote Notes kept as requests, answers or replies (decisions 056, 058): which local row a Note
 * became and which actor created it, so a redelivery adds nothing, only that actor may Update or
 * Delete it, and what our members do to that row (answer, upvote, delete) reaches the Note.
 */
import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { federationObjects, users } from '../../db/schema';

/** What a remote Note became here. */
export interface RemoteObject {
  objectUri: string;
  actorUri: string;
  requestId: number | null;
  responseId: number | null;
  replyId: number | null;
}

/** The request, answer or reply Note `objectUri` became, or null. */
export async function findRemoteObject(
  db: Database,
  objectUri: string,
): Promise<RemoteObject | null> {
  const [row] = await db
    .select({
      objectUri: federationObjects.objectUri,
      actorUri: federationObjects.actorUri,
      requestId: federationObjects.requestId,
      responseId: federationObjects.responseId,
      replyId: federationObjects.replyId,
    })
    .from(federationObjects)
    .where(eq(federationObjects.objectUri, objectUri));
  return row ?? null;
}

/** Exactly one local row a remote Note became. */
export type KeptRow = { requestId: number } | { responseId: number } | { replyId: number };

/** Records that Note `objectUri` of `actorUri` became `row` (first record wins). */
export async function recordRemoteObject(
  db: Database,
  row: { objectUri: string; actorUri: string } & KeptRow,
): Promise<void> {
  await db.insert(federationObjects).values(row).onConflictDoNothing();
}

/** The remote Note local row `row` was made from (its id and author's actor), or null. */
export async function keptNoteOf(
  db: Database,
  row: { requestId: number } | { responseId: number },
): Promise<{ objectUri: string; actorUri: string } | null> {
  const where =
    'requestId' in row
      ? eq(federationObjects.requestId, row.requestId)
      : eq(federationObjects.responseId, row.responseId);
  const [kept] = await db
    .select({ objectUri: federationObjects.objectUri, actorUri: federationObjects.actorUri })
    .from(federationObjects)
    .where(where);
  return kept ?? null;
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
