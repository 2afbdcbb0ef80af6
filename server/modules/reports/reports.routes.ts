/** HTTP routes of reports (members) and the Reports queue (staff), issue 14. */
import {
  createReportBodySchema,
  moderationActionBodySchema,
  moderationActionResultSchema,
  reportCreatedSchema,
  reportQueueSchema,
} from '../../../common/schemas/reports';
import type { App, AppDeps } from '../../app-types';
import { createReport, moderate, reportQueue } from './reports.service';

export async function reportRoutes(app: App, { db }: AppDeps) {
  app.post(
    '/api/reports',
    {
      schema: { body: createReportBodySchema, response: { 201: reportCreatedSchema } },
      config: { access: 'member' },
    },
    async (request, reply) =>
      reply.status(201).send(await createReport(db, request.user!.id, request.body)),
  );

  app.get(
    '/api/admin/reports',
    { schema: { response: { 200: reportQueueSchema } }, config: { access: 'staff' } },
    async () => reportQueue(db),
  );

  app.post(
    '/api/admin/moderation',
    {
      schema: { body: moderationActionBodySchema, response: { 200: moderationActionResultSchema } },
      config: { access: 'staff' },
    },
    async (request) => {
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
    },
  );
}
