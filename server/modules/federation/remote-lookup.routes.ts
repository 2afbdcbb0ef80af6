/**
 * `GET /api/federation/lookup?handle=name@host` (decision 058): finds a member of another server
 * by handle, through Fedify's WebFinger and actor lookup (signed with the instance actor's key, for
 * servers that want signed fetches), and keeps them as a remote member row our members can follow.
 * A handle of this server answers its local member. Registered whether or not the server federates;
 * off, every lookup is "not found".
 */
import { isActor } from '@fedify/vocab';
import type { App, RouteDeps } from '../../app-types';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { registerRoute } from '../../lib/route-table';
import { INSTANCE_ACTOR, type HearsayFederation } from './federation';
import { localIdBySlug } from './federation.repository';
import { isHostBlocked } from './host-blocks.repository';
import { remoteActorOf } from './remote-actors';
import { memberCard } from './remote-objects.repository';
import { upsertRemoteMember } from './remote-members.repository';

const NOT_FOUND = 'No member with that handle was found.';

/** `name` and `host` of `@name@host` or `name@host`, or null when it is not a handle. */
export function parseHandle(input: string): { name: string; host: string } | null {
  const match = /^@?([\p{L}\p{N}_.-]{1,100})@([a-z0-9.-]+(?::\d{1,5})?)$/iu.exec(input.trim());
  if (!match) return null;
  return { name: match[1]!, host: match[2]!.toLowerCase() };
}

/** Registers the lookup; `hearsay` is the running federation, or null when FEDERATION=off. */
export function remoteLookupRoutes(
  app: App,
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  hearsay: HearsayFederation | null,
) {
  const ownHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : null;
  registerRoute(app, 'getFederationLookup', async (request) => {
    const handle = parseHandle(request.query.handle);
    if (!handle) throw badRequest('Enter a handle such as name@mastodon.example.');
    if (!hearsay) throw notFound(NOT_FOUND);
    if (handle.host === ownHost) {
      const id = await localIdBySlug(db, handle.name.toLowerCase());
      const member = id === null ? null : await memberCard(db, id);
      if (!member) throw notFound(NOT_FOUND);
      const { id: memberId, slug, displayName } = member;
      return {
        user: { id: memberId, slug, displayName, handle: `@${slug}@${ownHost}`, remote: false },
      };
    }
    if (await isHostBlocked(db, handle.host.replace(/:\d+$/, '')))
      throw forbidden('That server is blocked here.');
    const ctx = hearsay.federation.createContext(new URL(config.PUBLIC_URL!), undefined);
    const documentLoader = await ctx.getDocumentLoader({ identifier: INSTANCE_ACTOR });
    const actor = await ctx
      .lookupObject(`@${handle.name}@${handle.host}`, { documentLoader })
      .catch(() => null);
    const remote = actor && isActor(actor) ? remoteActorOf(actor) : null;
    if (!remote) throw notFound(NOT_FOUND);
    const member = await memberCard(db, await upsertRemoteMember(db, remote));
    if (!member) throw notFound(NOT_FOUND);
    return {
      user: {
        id: member.id,
        slug: member.slug,
        displayName: member.displayName,
        handle: `@${remote.handle}`,
        remote: true,
      },
    };
  });
}
