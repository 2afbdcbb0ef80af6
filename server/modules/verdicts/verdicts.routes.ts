/** HTTP routes of the asker's verdicts and a member's taste (issue 14). */
import { idParamsSchema } from '../../../common/schemas';
import {
  memberTasteSchema,
  verdictBodySchema,
  verdictResultSchema,
} from '../../../common/schemas/cosigns-and-verdicts';
import type { App, AppDeps } from '../../app-types';
import { rateAnswer, tasteOf } from './verdicts.service';

export async function verdictRoutes(app: App, { db }: AppDeps) {
  app.put(
    '/api/responses/:id/verdict',
    {
      schema: {
        params: idParamsSchema,
        body: verdictBodySchema,
        response: { 200: verdictResultSchema },
      },
      config: { access: 'member' },
    },
    async (request) => rateAnswer(db, request.user!.id, request.params.id, request.body.verdict),
  );

  app.delete(
    '/api/responses/:id/verdict',
    {
      schema: { params: idParamsSchema, response: { 200: verdictResultSchema } },
      config: { access: 'member' },
    },
    async (request) => rateAnswer(db, request.user!.id, request.params.id, null),
  );

  app.get(
    '/api/users/:id/taste',
    {
      schema: { params: idParamsSchema, response: { 200: memberTasteSchema } },
      config: { access: 'member' },
    },
    async (request) => tasteOf(db, request.user!.id, request.params.id),
  );
}
