/** What other modules use of the audit log: writing an event, asking whether one exists, and the source of a request. */
export {
  auditSourceOf,
  hasAuditEvent,
  recordAuditEvent,
  type AuditSource,
} from './audit-log.service';
