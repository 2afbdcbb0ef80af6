/** The routes of email-digests/email-digests.routes: schemas, summary, access and enforced limit, by route name. */
import { emailDigestBodySchema, emailDigestSchema } from '../schemas/email-digests';
import { type RouteDefinitions } from './route-definition';

export const emailDigestsDefinitions = {
  getEmailDigest: {
    summary: 'Your e-mail digest: off, daily or weekly, and whether your address is verified',
    access: 'member',
    limit: 'global',
    answer: { 200: emailDigestSchema },
  },
  putEmailDigest: {
    summary: 'Turn the e-mail digest off, daily or weekly',
    access: 'member',
    limit: 'writes',
    body: emailDigestBodySchema,
    answer: { 200: emailDigestSchema },
  },
} as const satisfies RouteDefinitions;
