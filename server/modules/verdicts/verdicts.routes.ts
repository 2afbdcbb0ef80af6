/** HTTP routes of the asker's verdicts and a member's taste (issue 14). */
import { idParamsSchema } from '../../../common/schemas';
import {
  memberTasteSchema,
  verdictBodySchema,
  verdictResultSchema,
} from '../../../common/schemas/cosigns-and-verdicts';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { rateAnswer, tasteOf } from './verdicts.service';

export async function verdictRoutes(app: App, { db }: AppDeps) {
  registerRoute(
    app,
    'putResponseVerdict',
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

  registerRoute(
    app,
    'deleteResponseVerdict',
    {
      schema: { params: idParamsSchema, response: { 200: verdictResultSchema } },
      config: { access: 'member' },
    },
    async (request) => rateAnswer(db, request.user!.id, request.params.id, null),
  );

  registerRoute(
    app,
    'getUserTaste',
    {
      schema: { params: idParamsSchema, response: { 200: memberTasteSchema } },
      config: { access: 'member' },
    },
    async (request) => tasteOf(db, request.user!.id, request.params.id),
  );
}
