/** The routes of federation/host-blocks.routes and the member's publishing setting: schemas, summary, access and enforced limit, by route name. */
import {
  federationBlockBodySchema,
  federationBlockListSchema,
  federationBlockParamsSchema,
  federationBlockSchema,
  federationUnblockedSchema,
  fediversePublishBodySchema,
  fediversePublishSchema,
} from '../schemas/federation';
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
