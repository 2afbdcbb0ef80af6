/** The routes of health/health.routes: schemas, summary, access and enforced limit, by route name. */
import { healthSchema, readySchema } from '../schemas/health';
import { type RouteDefinitions } from './route-definition';

export const healthDefinitions = {
  getHealth: {
    summary: 'Liveness check (no database call)',
    access: 'public',
    limit: 'none',
    answer: { 200: healthSchema },
    // A malformed address (`/api/health%zz`) is answered 400 before any route runs.
    errors: [400],
  },
  getReady: {
    summary:
      'Readiness: the database answers, migrations are applied and the instance is not draining (503 not_ready otherwise)',
    access: 'public',
    limit: 'global',
    answer: { 200: readySchema },
  },
} as const satisfies RouteDefinitions;
