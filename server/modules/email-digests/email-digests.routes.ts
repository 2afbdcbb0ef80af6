/**
 * HTTP routes of the e-mail digest: the member's choice (GET/PUT /api/email-digest),
 * and the one-click unsubscribe (RFC 8058) at POST /email/unsubscribe?token=…, outside /api: a mail
 * provider posts it cross-site with a form body and no session, which /api refuses by design.
 */
import {
  digestUnsubscribeAnswerSchema,
  digestUnsubscribeQuerySchema,
} from '../../../common/schemas/email-digests';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { getDigest, setDigest, unsubscribeWithToken } from './email-digests.service';

export async function emailDigestRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getEmailDigest', async (request) => getDigest(db, request.user!.id));

  registerRoute(app, 'putEmailDigest', async (request) =>
    setDigest(db, request.user!.id, request.body.frequency),
  );

  // Its own scope: the form parser (RFC 8058's `List-Unsubscribe=One-Click` body) exists for this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/email/unsubscribe',
      {
        // A page route, not in the API table: it documents itself.
        schema: {
          summary: 'One-click unsubscribe from the e-mail digest (RFC 8058)',
          operationId: 'postEmailUnsubscribe',
          querystring: digestUnsubscribeQuerySchema,
          response: { 200: digestUnsubscribeAnswerSchema },
        },
        config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => unsubscribeWithToken(db, request.query.token),
    );
  });
}
