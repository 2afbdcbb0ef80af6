/** The routes of account-data/account-data.routes: schemas, summary, access and enforced limit, by route name. */
import { z } from 'zod';
import { deleteAccountBodySchema, successSchema } from '../schemas/auth';
import { type RouteDefinitions } from './route-definition';

const exportQuery = z.object({ format: z.enum(['json', 'zip']).default('json') });

export const accountDataDefinitions = {
  getAccountExport: {
    summary:
      'Download your data (profile, genres, requests, recommendations, upvotes, saves, plays) as JSON',
    access: 'member',
    limit: 'global',
    query: exportQuery,
    answer: {
      200: z
        .unknown()
        .describe('the export: application/json, or application/zip with ?format=zip (a stream)'),
    },
  },
  postAccountDelete: {
    summary: 'Delete your account (password confirmation)',
    access: 'member',
    limit: 'writes',
    body: deleteAccountBodySchema,
    answer: { 200: successSchema },
  },
} as const satisfies RouteDefinitions;
