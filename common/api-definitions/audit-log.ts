/** The routes of audit-log/audit-log.routes: schemas, summary, access and enforced limit, by route name. */
import {
  auditExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '../schemas/audit-log';
import { z } from 'zod';
import { type RouteDefinitions } from './route-definition';

export const auditLogDefinitions = {
  getAdminAuditLog: {
    summary: 'Audit log events, newest first (staff)',
    access: 'staff',
    limit: 'global',
    query: auditLogQuerySchema,
    answer: { 200: auditLogPageSchema },
  },
  getAdminAuditLogExport: {
    summary: 'The audit log as CSV (staff)',
    access: 'staff',
    limit: 'global',
    query: auditExportQuerySchema,
    answer: { 200: z.unknown().describe('text/csv') },
  },
} as const satisfies RouteDefinitions;
