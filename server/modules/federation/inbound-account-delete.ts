/**
 * A remote server's `Delete` of one of its actors (an account deleted there, decision 060): the
 * actor's remote member goes here too, with everything it posted (requests, answers, replies),
 * its upvotes and its follows, as a member's own deletion removes them with "remove my content"
 * ticked. Only the actor itself can be the signer: Fedify has checked that the signature is the
 * activity's actor's, and the object must name that same actor.
 */
import type { Delete } from '@fedify/vocab';
import { deleteAccount } from '../account-data/index';
import type { InboundDeps } from './federation-deps';
import { findRemoteMember } from './remote-members.repository';

/** Whether `del` deletes an actor rather than a Note: its object is an actor's id. */
export function deletesAnActor(del: Delete): boolean {
  return del.objectId !== null && del.actorId !== null && del.objectId.href === del.actorId.href;
}

/**
 * Deletes the remote member of `del`'s actor and what it posted; counts `account_deleted`, or
 * `unknown_actor` when no member of ours stands for it (nothing to do).
 */
export async function onAccountDelete(deps: InboundDeps, del: Delete): Promise<void> {
  const member = del.actorId ? await findRemoteMember(deps.db, del.actorId.href) : null;
  if (!member) return deps.count('Delete', 'unknown_actor');
  await deleteAccount(deps.db, member.id, true);
  deps.count('Delete', 'account_deleted');
}

/**
 * Whether `del` names a remote member's actor that is not its signer (another server's attempt to
 * delete an account it does not own); counts it as `not_owner`.
 */
export async function refusedAccountDelete(deps: InboundDeps, del: Delete): Promise<boolean> {
  const named = del.objectId ? await findRemoteMember(deps.db, del.objectId.href) : null;
  if (named) deps.count('Delete', 'not_owner');
  return named !== null;
}
