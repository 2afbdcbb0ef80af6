/**
 * Where our members' activities aimed at one remote member go (decision 058): the remote asker
 * of a request we keep, the remote member followed or upvoted. Each is a Fedify `Recipient`
 * built from the remote member row (inbox, and shared inbox when the server offers one).
 */
import type { Recipient } from '@fedify/vocab';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { federationObjects, responses, users } from '../../db/schema';

const recipientColumns = {
  actorUri: users.actorUri,
  inboxUrl: users.inboxUrl,
  sharedInboxUrl: users.sharedInboxUrl,
};

function recipientOf(
  row:
    { actorUri: string | null; inboxUrl: string | null; sharedInboxUrl: string | null } | undefined,
): Recipient | null {
  if (!row?.actorUri || !row.inboxUrl) return null;
  return {
    id: new URL(row.actorUri),
    inboxId: new URL(row.inboxUrl),
    endpoints: row.sharedInboxUrl ? { sharedInbox: new URL(row.sharedInboxUrl) } : null,
  };
}

/** The remote member with id `id` as a recipient, or null when `id` is not a remote member. */
export async function remoteMemberRecipient(db: Database, id: number): Promise<Recipient | null> {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.remote, true)));
  return recipientOf(row);
}

/** The remote member of actor `actorUri` as a recipient, or null. */
export async function remoteActorRecipient(
  db: Database,
  actorUri: string,
): Promise<Recipient | null> {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.actorUri, actorUri), eq(users.remote, true)));
  return recipientOf(row);
}

/**
 * The remote asker of the request answer `responseId` replies to, when that request came from
 * the fediverse and the answer is `authorId`'s; null otherwise. Read before the answer is deleted,
 * so its Delete also reaches the asker's server.
 */
export async function remoteAskerOfAnswer(
  db: Database,
  responseId: number,
  authorId: number,
): Promise<Recipient | null> {
  const [row] = await db
    .select(recipientColumns)
    .from(responses)
    .innerJoin(federationObjects, eq(federationObjects.requestId, responses.requestId))
    .innerJoin(users, eq(users.actorUri, federationObjects.actorUri))
    .where(and(eq(responses.id, responseId), eq(responses.userId, authorId)));
  return recipientOf(row);
}
