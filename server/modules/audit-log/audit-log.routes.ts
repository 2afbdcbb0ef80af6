/** Staff routes of the audit log (issue 35 item 9): a page of events and the CSV export. */
import { z } from 'zod';
import {
  auditExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '../../../common/schemas/audit-log';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { csvStream } from '../../lib/csv';
import {
  AUDIT_EXPORT_COLUMNS,
  auditExportFileName,
  auditExportRows,
  auditLogPage,
  auditSourceOf,
  recordAuditEvent,
} from './audit-log.service';

export async function auditLogRoutes(app: App, { db }: AppDeps) {
  const staff = { access: 'staff' as const };

  registerRoute(
    app,
    'getAdminAuditLog',
    {
      schema: {
        summary: 'Audit log events, newest first (staff)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
      config: staff,
    },
    async (request) => auditLogPage(db, request.query),
  );

  registerRoute(
    app,
    'getAdminAuditLogExport',
    {
      schema: {
        summary: 'The audit log as CSV (staff)',
        querystring: auditExportQuerySchema,
        response: { 200: z.unknown().describe('text/csv') },
      },
      config: staff,
    },
    async (request, reply) => {
      // An export of the log is itself a staff export, and is logged before it starts.
      await recordAuditEvent(db, auditSourceOf(request), 'staff_export', null, {
        export: 'audit_log',
        ...(request.query.type ? { type: request.query.type } : {}),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditExportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(csvStream(AUDIT_EXPORT_COLUMNS, auditExportRows(db, request.query.type)));
    },
  );
}
