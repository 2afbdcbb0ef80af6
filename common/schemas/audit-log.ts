/**
 * The staff audit log (docs/decisions/034): security-relevant events, newest first,
 * filtered by type, paged by cursor, exported as CSV.
 */
import { z } from 'zod';
import { INT4_MAX } from './integers';
import { AUDIT_EVENT_TYPES } from '../audit-events';

export { AUDIT_EVENT_LABELS, AUDIT_EVENT_TYPES, type AuditEventType } from '../audit-events';

export const AUDIT_PAGE_MAX = 100;

export const auditLogQuerySchema = z.object({
  type: z.enum(AUDIT_EVENT_TYPES).optional(),
  /** The id of the last event of the previous page. */
  cursor: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditExportQuerySchema = z.object({ type: z.enum(AUDIT_EVENT_TYPES).optional() });

const auditPersonSchema = z.object({ id: z.number().int(), displayName: z.string() }).nullable();

export const auditEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(AUDIT_EVENT_TYPES),
  createdAt: z.string(),
  actor: auditPersonSchema,
  target: auditPersonSchema,
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogPageSchema = z.object({
  data: z.array(auditEventSchema),
  nextCursor: z.number().int().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
