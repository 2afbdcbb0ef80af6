/** The routes of moderation/moderation.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema } from '../schemas';
import {
  blockListSchema,
  editRequestBodySchema,
  editResponseBodySchema,
  requestEditedSchema,
  responseEditedSchema,
} from '../schemas/moderation';
import { blockStateSchema, deletedSchema } from '../schemas/moderation';
import { type RouteDefinitions } from './route-definition';

export const moderationDefinitions = {
  patchRequest: {
    summary: 'Edit the text of your request (within 15 minutes of posting)',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    body: editRequestBodySchema,
    answer: { 200: requestEditedSchema },
    errors: [404],
  },
  patchResponse: {
    summary: 'Edit the comment of your recommendation (within 15 minutes of posting)',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    body: editResponseBodySchema,
    answer: { 200: responseEditedSchema },
    errors: [404],
  },
  getBlocks: {
    summary: 'The members you block',
    access: 'member',
    limit: 'global',
    answer: { 200: blockListSchema },
  },
  deleteRequest: {
    summary: 'Delete your request with its recommendations, upvotes, saves and plays',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: deletedSchema },
    errors: [404],
  },
  deleteResponse: {
    summary: 'Delete your recommendation',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: deletedSchema },
    errors: [404],
  },
  putUserBlock: {
    summary: 'Block a member',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: blockStateSchema },
    errors: [404],
  },
  deleteUserBlock: {
    summary: 'Unblock a member',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: blockStateSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
