/** Staff routes of remote-server blocks (decision 051), registered whether or not the server federates. */
import { normalizeBlockedDomain } from '../../../common/schemas/federation';
import type { App, RouteDeps } from '../../app-types';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { registerRoute } from '../../lib/route-table';
import { auditSourceOf } from '../audit-log/index';
import { addHostBlock, listHostBlocks, removeHostBlock } from './host-blocks.repository';

const domainOf = (input: string) => {
  const domain = normalizeBlockedDomain(input);
  if (!domain) throw badRequest('Enter a server name, such as mastodon.example.');
  return domain;
};

/** GET, POST and DELETE of `/api/admin/federation/blocks`. */
export function hostBlockRoutes(app: App, { db }: Pick<RouteDeps, 'db'>) {
  registerRoute(app, 'getAdminFederationBlocks', async () => ({ data: await listHostBlocks(db) }));

  registerRoute(app, 'postAdminFederationBlocks', async (request, reply) => {
    const domain = domainOf(request.body.domain);
    const { created } = await addHostBlock(db, auditSourceOf(request), domain);
    if (!created) throw conflict('That server is already blocked.');
    const block = (await listHostBlocks(db)).find((b) => b.domain === domain)!;
    return reply.status(201).send(block);
  });

  registerRoute(app, 'deleteAdminFederationBlock', async (request) => {
    const domain = domainOf(request.params.domain);
    if (!(await removeHostBlock(db, auditSourceOf(request), domain)))
      throw notFound('That server is not blocked.');
    return { domain, blocked: false as const };
  });
}
