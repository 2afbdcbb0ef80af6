/** The routes of replies/replies.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema } from '../schemas';
import {
  repliesQuerySchema,
  replyBodySchema,
  replyDeletedSchema,
  replyPageSchema,
  replySchema,
} from '../schemas/replies';
import { type RouteDefinitions } from './route-definition';

export const repliesDefinitions = {
  getResponseReplies: {
    summary: 'Replies under an answer the viewer sees, oldest first, paged, with their total',
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    query: repliesQuerySchema,
    answer: { 200: replyPageSchema },
  },
  postResponseReplies: {
    summary: 'Reply under an answer (1–500 characters; @slug mentions notify)',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    body: replyBodySchema,
    answer: { 201: replySchema },
  },
  patchReply: {
    summary: 'Edit your own reply within the edit window',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    body: replyBodySchema,
    answer: { 200: replySchema },
  },
  deleteReply: {
    summary: 'Delete your own reply',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: replyDeletedSchema },
  },
} as const satisfies RouteDefinitions;
