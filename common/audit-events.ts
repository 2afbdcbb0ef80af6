/**
 * The audit log's event types and what staff read for each (docs/decisions/034).
 * Plain data without zod, so the staff screen's first paint does not load the schema library.
 */
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
  'mfa_passed',
  'mfa_failed',
  'security_key_added',
  'security_key_removed',
  'content_hidden',
  'content_restored',
  'staff_export',
  'federation_host_blocked',
  'federation_host_unblocked',
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
  mfa_passed: 'Two-factor passed',
  mfa_failed: 'Failed two-factor',
  security_key_added: 'Security key added',
  security_key_removed: 'Security key removed',
  content_hidden: 'Content hidden',
  content_restored: 'Content restored',
  staff_export: 'Staff export',
  federation_host_blocked: 'Server blocked',
  federation_host_unblocked: 'Server unblocked',
};
