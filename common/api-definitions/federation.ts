/** The routes of federation/host-blocks.routes and the member's publishing setting: schemas, summary, access and enforced limit, by route name. */
import {
  federationBlockBodySchema,
  federationBlockListSchema,
  federationBlockParamsSchema,
  federationBlockSchema,
  federationUnblockedSchema,
  fediversePublishBodySchema,
  fediversePublishSchema,
  federationLookupQuerySchema,
  federationLookupSchema,
} from '../schemas/federation';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const federationDefinitions = {
  getFediversePublish: {
    summary: 'Whether your requests and answers are published to the fediverse',
    access: 'member',
    limit: 'global',
    answer: { 200: fediversePublishSchema },
  },
  putFediversePublish: {
    summary: 'Publish your requests and answers to the fediverse, or keep them on this server',
    access: 'member',
    limit: 'writes',
    body: fediversePublishBodySchema,
    answer: { 200: fediversePublishSchema },
  },
  getFederationLookup: {
    summary: 'Find a member of another server by handle (name@host) to follow them',
    access: 'member',
    limit: ACTION_BUDGETS.remoteLookups,
    query: federationLookupQuerySchema,
    answer: { 200: federationLookupSchema },
    errors: [403, 404],
  },
  getAdminFederationBlocks: {
    summary: 'Remote servers blocked from federating with this one (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: federationBlockListSchema },
  },
  postAdminFederationBlocks: {
    summary:
      'Block a remote server: refuse its activities, hide its content, end its follows (staff)',
    access: 'staff',
    limit: 'writes',
    body: federationBlockBodySchema,
    answer: { 201: federationBlockSchema },
    errors: [409],
  },
  deleteAdminFederationBlock: {
    summary: 'Lift the block of a remote server (staff)',
    access: 'staff',
    limit: 'writes',
    params: federationBlockParamsSchema,
    answer: { 200: federationUnblockedSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
