/** Public entry points of the staff audit log. */
export { AuditLog } from './components/audit-log';
