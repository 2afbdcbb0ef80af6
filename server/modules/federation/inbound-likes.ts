/**
 * Remote Likes of our requests and answers (decision 056): a Like is the upvote of its actor's
 * remote member, set (not toggled), so a redelivered Like counts once; Undo of that Like, by the
 * same actor, removes it. The answer's author hears of it as of a local upvote.
 */
import type { InboxContext } from '@fedify/fedify';
import { isActor, type Like } from '@fedify/vocab';
import { upvoteRequest, upvoteResponse } from '../upvotes/upvotes.service';
import { HttpError } from '../../lib/http-errors';
import type { InboundDeps } from './federation-deps';
import { localTargetOf, type LocalTarget } from './inbound-notes';
import { remoteActorOf } from './remote-actors';
import { findRemoteMember, upsertRemoteMember } from './remote-members.repository';

async function setUpvote(deps: InboundDeps, memberId: number, target: LocalTarget, on: boolean) {
  try {
    if (target.kind === 'request') await upvoteRequest(deps.db, memberId, target.id, on);
    else await upvoteResponse(deps.db, memberId, target.id, on);
    return on ? 'upvote' : 'upvote_removed';
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return 'not_found';
    throw err;
  }
}

/** Handles a Like of one of our requests or answers: its actor's member upvotes it. */
export async function onLike(ctx: InboxContext<void>, deps: InboundDeps, like: Like) {
  const target = localTargetOf(ctx.origin, like.objectId);
  if (!target) return;
  const actor = await like.getActor(ctx);
  const remote = actor && isActor(actor) ? remoteActorOf(actor) : null;
  if (!remote) return;
  const memberId = await upsertRemoteMember(deps.db, remote);
  deps.count('Like', await setUpvote(deps, memberId, target, true));
}

/** Handles Undo of such a Like by the actor who sent it: the upvote goes. */
export async function onUndoLike(
  ctx: InboxContext<void>,
  deps: InboundDeps,
  like: Like,
  actor: URL,
) {
  if (like.actorId?.href !== actor.href) return;
  const target = localTargetOf(ctx.origin, like.objectId);
  const member = target ? await findRemoteMember(deps.db, actor.href) : null;
  if (!target || !member) return;
  deps.count('Undo', await setUpvote(deps, member.id, target, false));
}
