/**
 * HTTP routes of the data dashboard (spec 001 §7 "Data dashboard"), all staff-only: totals, keyset
 * pages of each table (`?cursor=&limit=`, newest first), genre usage, and one streaming CSV export
 * per table at /api/admin/data/export/{table}.
 */
import type { ApiRouteName } from '../../../common/api-routes';
import { ADMIN_EXPORT_TABLES, type AdminExportTable } from '../../../common/constants';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { csvStream } from '../../lib/csv';
import { auditSourceOf, recordAuditEvent } from '../audit-log/index';
import { EXPORT_COLUMNS, exportFileName, exportRows } from './admin-data-export';
import {
  genreStats,
  getStats,
  requestsPage,
  responsesPage,
  savesPage,
  usersPage,
  withTotal,
} from './admin-data.service';

/** The route of each table's CSV export. */
const EXPORT_ROUTES = {
  users: 'getAdminDataExportUsers',
  requests: 'getAdminDataExportRequests',
  responses: 'getAdminDataExportResponses',
  saves: 'getAdminDataExportSaves',
  user_genres: 'getAdminDataExportUserGenres',
  request_genres: 'getAdminDataExportRequestGenres',
} as const satisfies Record<AdminExportTable, ApiRouteName>;

export async function adminDataRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getAdminDataStats', async () => getStats(db));

  // One keyset-paged table each; the page schemas are in the routes' definitions.
  registerRoute(app, 'getAdminDataUsers', async (request) =>
    withTotal(db, 'users', request.query, usersPage),
  );
  registerRoute(app, 'getAdminDataRequests', async (request) =>
    withTotal(db, 'requests', request.query, requestsPage),
  );
  registerRoute(app, 'getAdminDataResponses', async (request) =>
    withTotal(db, 'responses', request.query, responsesPage),
  );
  registerRoute(app, 'getAdminDataSaves', async (request) =>
    withTotal(db, 'saves', request.query, savesPage),
  );

  registerRoute(app, 'getAdminDataGenres', async () => genreStats(db));

  for (const table of ADMIN_EXPORT_TABLES) {
    // CSV streamed row by row (not JSON): the schema only documents the 200.
    registerRoute(app, EXPORT_ROUTES[table], async (request, reply) => {
      // Exports carry members' data out of the app: each one is in the audit log.
      await recordAuditEvent(db, auditSourceOf(request), 'staff_export', null, { export: table });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(table)}"`)
        .header('cache-control', 'no-store')
        .send(csvStream(EXPORT_COLUMNS[table], exportRows(db, table)));
    });
  }
}
