/** Public entry points of the staff audit log (issue 35 item 9). */
export { AuditLog } from './components/audit-log';
