/**
 * What we do with activities remote servers send to our inboxes (decision 046). Fedify has
 * already checked each one's HTTP signature (draft-cavage or RFC 9421) against its actor's key
 * before a listener runs; listeners check that the actor is on a host we do not block.
 * Follow of a local member: the remote actor becomes a remote member following them, answered
 * with Accept. Undo of that Follow: the follow ends.
 */
import type { Federation, InboxContext } from '@fedify/fedify';
import { Accept, Follow, isActor, Undo, type Actor } from '@fedify/vocab';
import type { FederationDeps } from './federation-deps';
import { findLocalActor } from './federation.repository';
import {
  addFollow,
  findRemoteMember,
  removeFollow,
  upsertRemoteMember,
  type RemoteActor,
} from './remote-members.repository';

/** What we keep of `actor`, or null when it has no id or inbox. */
export function remoteActorOf(actor: Actor): RemoteActor | null {
  if (!actor.id || !actor.inboxId) return null;
  const name =
    actor.preferredUsername?.toString() ?? actor.id.pathname.split('/').pop() ?? 'someone';
  return {
    actorUri: actor.id.href,
    handle: `${name}@${actor.id.host}`,
    displayName: actor.name?.toString() ?? name,
    inboxUrl: actor.inboxId.href,
    sharedInboxUrl: actor.endpoints?.sharedInbox?.href ?? null,
    iconUrl: null,
  };
}

/** The local member an object URI names (one of our actor URIs), or null. */
async function localMemberOf(
  ctx: InboxContext<void>,
  deps: FederationDeps,
  uri: URL | null,
): Promise<number | null> {
  const parsed = uri ? ctx.parseUri(uri) : null;
  if (parsed?.type !== 'actor' || !/^\d+$/.test(parsed.identifier)) return null;
  const member = await findLocalActor(deps.db, Number(parsed.identifier));
  return member?.id ?? null;
}

/** Registers the inbox listeners at `/ap/users/{identifier}/inbox` and the shared `/ap/inbox`. */
export function registerInboxListeners(federation: Federation<void>, deps: FederationDeps) {
  const { db, log } = deps;
  federation
    .setInboxListeners('/ap/users/{identifier}/inbox', '/ap/inbox')
    .on(Follow, async (ctx, follow) => {
      const followedId = await localMemberOf(ctx, deps, follow.objectId);
      if (followedId === null || !follow.id) return;
      const actor = await follow.getActor(ctx);
      const remote = actor && isActor(actor) ? remoteActorOf(actor) : null;
      if (!actor || !remote) return;
      const followerId = await upsertRemoteMember(db, remote);
      await addFollow(db, followerId, followedId);
      await ctx.sendActivity(
        { identifier: String(followedId) },
        actor,
        new Accept({
          id: new URL(
            `#accepts/${encodeURIComponent(follow.id.href)}`,
            ctx.getActorUri(String(followedId)),
          ),
          actor: ctx.getActorUri(String(followedId)),
          object: follow,
        }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject(ctx);
      if (!(object instanceof Follow) || !undo.actorId) return;
      if (object.actorId?.href !== undo.actorId.href) return;
      const followedId = await localMemberOf(ctx, deps, object.objectId);
      const remote = await findRemoteMember(db, undo.actorId.href);
      if (followedId !== null && remote) await removeFollow(db, remote.id, followedId);
    })
    .onError((_ctx, error) => {
      log.warn({ err: error }, 'federation: an incoming activity failed');
    });
}
