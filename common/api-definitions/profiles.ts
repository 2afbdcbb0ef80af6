/** The routes of profiles/profiles.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema, publicProfileSchema, slugParamsSchema } from '../schemas';
import { type RouteDefinitions } from './route-definition';

export const profilesDefinitions = {
  getUser: {
    summary: "A member's public profile",
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    answer: { 200: publicProfileSchema },
    errors: [404],
  },
  getProfile: {
    summary: "A member's public profile by slug (308 to the current one for an old handle)",
    access: 'member',
    limit: 'global',
    params: slugParamsSchema,
    answer: { 200: publicProfileSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
