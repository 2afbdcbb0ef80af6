/**
 * HTTP routes of the data dashboard (spec 001 §7 "Data dashboard"), all staff-only: totals, keyset
 * pages of each table (`?cursor=&limit=`, newest first), genre usage, and one streaming CSV export
 * per table at /api/admin/data/export/{table}.
 */
import { ADMIN_EXPORT_TABLES } from '../../../common/constants';
import { adminDataPageQuerySchema, type AdminDataPage } from '../../../common/schemas';
import type { Database } from '../../db/client';
import type { CountedTable, KeysetPage } from './admin-data.repository';
import type { App, AppDeps } from '../../app-types';
import { csvStream } from './csv';
import {
  EXPORT_COLUMNS,
  exportFileName,
  exportRows,
  genreStats,
  getStats,
  requestsPage,
  responsesPage,
  savesPage,
  usersPage,
  withTotal,
} from './admin-data.service';

export async function adminDataRoutes(app: App, { db }: AppDeps) {
  const staff = { access: 'staff' as const };

  app.get('/api/admin/data/stats', { config: staff }, async () => getStats(db));

  function listRoute<T>(table: CountedTable, load: (db: Database, page: KeysetPage) => Promise<AdminDataPage<T>>) {
    app.get(`/api/admin/data/${table}`, { schema: { querystring: adminDataPageQuerySchema }, config: staff }, async (request) =>
      withTotal(db, table, request.query, load),
    );
  }
  listRoute('users', usersPage);
  listRoute('requests', requestsPage);
  listRoute('responses', responsesPage);
  listRoute('saves', savesPage);

  app.get('/api/admin/data/genres', { config: staff }, async () => genreStats(db));

  for (const table of ADMIN_EXPORT_TABLES) {
    app.get(`/api/admin/data/export/${table}`, { config: staff }, async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(table)}"`)
        .header('cache-control', 'no-store')
        .send(csvStream(EXPORT_COLUMNS[table], exportRows(db, table))),
    );
  }
}
