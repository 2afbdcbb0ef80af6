/** A remote ActivityPub actor as the remote member row we keep of it (decision 046). */
import type { Actor } from '@fedify/vocab';
import type { RemoteActor } from './remote-members.repository';

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
