/**
 * What we do with activities remote servers send to our inboxes (decisions 046 and 056). Fedify
 * has already checked each one's HTTP signature (draft-cavage or RFC 9421) against its actor's key
 * before a listener runs, and the inbox guard refused blocked hosts (inbox-guard.ts).
 * Follow of a local member: the remote actor becomes a remote member following them, answered
 * with Accept (Reject across a block). Undo of that Follow: the follow ends. Reject of one of our
 * members' Follows ends that follow (decision 058). Notes replying to our requests and answers,
 * their Updates and Deletes: inbound-notes.ts. Likes and their Undo: inbound-likes.ts.
 */
import type { Federation, InboxContext } from '@fedify/fedify';
import { Accept, Create, Delete, Follow, isActor, Like, Reject, Undo, Update } from '@fedify/vocab';
import type { FederationDeps, InboundDeps } from './federation-deps';
import type { FederationMetrics } from './federation-metrics';
import { findLocalActor } from './federation.repository';
import { onLike, onUndoLike } from './inbound-likes';
import { onCreate, onDelete, onUpdate } from './inbound-notes';
import { createLinkedSongResolver } from './linked-songs';
import { remoteActorOf } from './remote-actors';
import {
  addFollow,
  blockedEitherWay,
  findRemoteMember,
  removeFollow,
  upsertRemoteMember,
} from './remote-members.repository';

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
export function registerInboxListeners(
  federation: Federation<void>,
  deps: FederationDeps,
  metrics: FederationMetrics | null,
) {
  const { db, log } = deps;
  const inbound: InboundDeps = {
    ...deps,
    resolver: createLinkedSongResolver(deps.songs, deps.spotify ?? null, deps.db),
    count: (type, verdict) => metrics?.countInbox(type, verdict),
  };
  federation
    .setInboxListeners('/ap/users/{identifier}/inbox', '/ap/inbox')
    .on(Follow, async (ctx, follow) => {
      const followedId = await localMemberOf(ctx, deps, follow.objectId);
      if (followedId === null || !follow.id) return;
      const actor = await follow.getActor(ctx);
      const remote = actor && isActor(actor) ? remoteActorOf(actor) : null;
      if (!actor || !remote) return;
      const followerId = await upsertRemoteMember(db, remote);
      // Across a block (either way) the follow is refused, as a local follow is.
      const refused = await blockedEitherWay(db, followerId, followedId);
      if (!refused) await addFollow(db, followerId, followedId);
      const answer = {
        id: new URL(
          `#${refused ? 'rejects' : 'accepts'}/${encodeURIComponent(follow.id.href)}`,
          ctx.getActorUri(String(followedId)),
        ),
        actor: ctx.getActorUri(String(followedId)),
        object: follow,
      };
      await ctx.sendActivity(
        { identifier: String(followedId) },
        actor,
        refused ? new Reject(answer) : new Accept(answer),
      );
    })
    .on(Accept, () => {
      // Our follows count from the moment they are sent; an Accept changes nothing.
    })
    .on(Reject, async (ctx, reject) => {
      // A remote member refused one of our members' Follows: that follow ends here too. The
      // embedded Follow is ours (another origin than the signer's), so it is read as sent: at
      // worst a signer ends a follow of itself, which is what a Reject may do anyway.
      const follow = await reject.getObject({
        documentLoader: ctx.documentLoader,
        contextLoader: ctx.contextLoader,
        suppressError: true,
        crossOrigin: 'trust',
      });
      if (!(follow instanceof Follow) || !reject.actorId) return;
      const followerId = await localMemberOf(ctx, deps, follow.actorId);
      const remote = await findRemoteMember(db, reject.actorId.href);
      if (followerId !== null && remote) await removeFollow(db, followerId, remote.id);
    })
    .on(Create, (ctx, create) => onCreate(ctx, inbound, create))
    .on(Update, (ctx, update) => onUpdate(ctx, inbound, update))
    .on(Delete, (_ctx, del) => onDelete(inbound, del))
    .on(Like, (ctx, like) => onLike(ctx, inbound, like))
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject({
        documentLoader: ctx.documentLoader,
        contextLoader: ctx.contextLoader,
        suppressError: true,
      });
      if (object instanceof Like && undo.actorId)
        return onUndoLike(ctx, inbound, object, undo.actorId);
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
