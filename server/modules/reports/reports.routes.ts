/** HTTP routes of reports (members) and the Reports queue (staff), decision 018. */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { createReport, moderate, reportQueue } from './reports.service';

export async function reportRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'postReports', async (request, reply) =>
    reply.status(201).send(await createReport(db, request.user!.id, request.body)),
  );

  registerRoute(app, 'getAdminReports', async () => reportQueue(db));

  registerRoute(app, 'postAdminModeration', async (request) => {
    const result = await moderate(db, request.user!.id, request.body, request.ip);
    request.log.info(
      {
        event: 'moderation',
        action: request.body.action,
        targetType: request.body.targetType,
        targetId: request.body.targetId,
      },
      'moderation action',
    );
    return result;
  });
}
