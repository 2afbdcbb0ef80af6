/** Staff routes of the audit log: a page of events and the CSV export. */
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
  registerRoute(app, 'getAdminAuditLog', async (request) => auditLogPage(db, request.query));

  registerRoute(app, 'getAdminAuditLogExport', async (request, reply) => {
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
  });
}
