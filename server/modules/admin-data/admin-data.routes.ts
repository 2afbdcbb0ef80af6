/**
 * HTTP routes of the data dashboard (spec 001 §7 "Data dashboard"), all staff-only: totals, keyset
 * pages of each table (`?cursor=&limit=`, newest first), genre usage, and one streaming CSV export
 * per table at /api/admin/data/export/{table}.
 */
import { z } from 'zod';
import { ADMIN_EXPORT_TABLES } from '../../../common/constants';
import {
  type AdminDataPage,
  adminDataPageQuerySchema,
  adminDataRequestsPageSchema,
  adminDataResponsesPageSchema,
  adminDataSavesPageSchema,
  adminDataStatsSchema,
  adminDataUsersPageSchema,
  adminGenreStatsSchema,
} from '../../../common/schemas';
import type { Database } from '../../db/client';
import type { CountedTable, KeysetPage } from './admin-data.repository';
import type { App, AppDeps } from '../../app-types';
import { csvStream } from '../../lib/csv';
import { auditSourceOf, recordAuditEvent } from '../audit-log/index';
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

  app.get(
    '/api/admin/data/stats',
    { schema: { response: { 200: adminDataStatsSchema } }, config: staff },
    async () => getStats(db),
  );

  /** One keyset-paged table; `pageSchema` is the shared object api-contract.ts names too. */
  function listRoute<Row>(
    table: CountedTable,
    pageSchema: z.ZodType<AdminDataPage<Row>>,
    load: (db: Database, page: KeysetPage) => Promise<AdminDataPage<Row>>,
  ) {
    app.get(
      `/api/admin/data/${table}`,
      {
        schema: {
          querystring: adminDataPageQuerySchema,
          response: { 200: pageSchema },
        },
        config: staff,
      },
      async (request) => withTotal(db, table, request.query, load),
    );
  }
  listRoute('users', adminDataUsersPageSchema, usersPage);
  listRoute('requests', adminDataRequestsPageSchema, requestsPage);
  listRoute('responses', adminDataResponsesPageSchema, responsesPage);
  listRoute('saves', adminDataSavesPageSchema, savesPage);

  app.get(
    '/api/admin/data/genres',
    { schema: { response: { 200: adminGenreStatsSchema } }, config: staff },
    async () => genreStats(db),
  );

  for (const table of ADMIN_EXPORT_TABLES) {
    // CSV streamed row by row (not JSON): the schema only documents the 200.
    app.get(
      `/api/admin/data/export/${table}`,
      { schema: { response: { 200: z.unknown().describe('text/csv') } }, config: staff },
      async (request, reply) => {
        // Exports carry members' data out of the app: each one is in the audit log (issue 35 item 9).
        await recordAuditEvent(db, auditSourceOf(request), 'staff_export', null, { export: table });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(table)}"`)
          .header('cache-control', 'no-store')
          .send(csvStream(EXPORT_COLUMNS[table], exportRows(db, table)));
      },
    );
  }
}
