/** HTTP routes of the asker's verdicts and a member's taste. */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { rateAnswer, tasteOf } from './verdicts.service';

export async function verdictRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'putResponseVerdict', async (request) =>
    rateAnswer(db, request.user!.id, request.params.id, request.body.verdict),
  );

  registerRoute(app, 'deleteResponseVerdict', async (request) =>
    rateAnswer(db, request.user!.id, request.params.id, null),
  );

  registerRoute(app, 'getUserTaste', async (request) =>
    tasteOf(db, request.user!.id, request.params.id),
  );
}
