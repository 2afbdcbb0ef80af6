/**
 * The staff audit log (issue 35 item 9; docs/decisions/034): security-relevant events, newest first,
 * filtered by type, paged by cursor, exported as CSV.
 */
import { z } from 'zod';
import { INT4_MAX } from './integers';

/** Every event type the audit log records. */
export const AUDIT_EVENT_TYPES = [
  'signin',
  'signin_failed',
  'password_reset',
  'role_changed',
  'account_suspended',
  'account_unsuspended',
  'sessions_ended',
  'signin_unlocked',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_reset',
  'content_hidden',
  'content_restored',
  'staff_export',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** What staff read for each type (the filter's options and the table). */
export const AUDIT_EVENT_LABELS: Record<AuditEventType, string> = {
  signin: 'Signed in',
  signin_failed: 'Failed sign-in',
  password_reset: 'Password reset',
  role_changed: 'Role changed',
  account_suspended: 'Account suspended',
  account_unsuspended: 'Account unsuspended',
  sessions_ended: 'Sessions ended',
  signin_unlocked: 'Sign-in unlocked',
  mfa_enabled: 'Two-factor turned on',
  mfa_disabled: 'Two-factor turned off',
  mfa_reset: 'Two-factor reset',
  content_hidden: 'Content hidden',
  content_restored: 'Content restored',
  staff_export: 'Staff export',
};

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

export const auditLogPageSchema = z.object({ data: z.array(auditEventSchema), nextCursor: z.number().int().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
