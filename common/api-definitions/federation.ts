/** The routes of federation/host-blocks.routes: schemas, summary, access and enforced limit, by route name. */
import {
  federationBlockBodySchema,
  federationBlockListSchema,
  federationBlockParamsSchema,
  federationBlockSchema,
  federationUnblockedSchema,
} from '../schemas/federation';
import { type RouteDefinitions } from './route-definition';

export const federationDefinitions = {
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
