/** The route of the OpenAPI document itself, registered by server/plugins/openapi.ts. */
import { z } from 'zod';
import { type RouteDefinitions } from './route-definition';

export const openapiDefinitions = {
  getOpenapiJson: {
    summary: 'This OpenAPI document',
    access: 'public',
    limit: 'global',
    // Its shape is OpenAPI 3.1's, not ours to restate; hidden from the document it serves.
    answer: { 200: z.unknown() },
    hide: true,
  },
} as const satisfies RouteDefinitions;
