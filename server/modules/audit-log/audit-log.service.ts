/**
 * The audit log (docs/decisions/034): security-relevant events with who acted,
 * on which account, when and from which address. Actions that run a transaction write their event
 * in it (pass the transaction as `db`); sign-in events are written right after the attempt.
 */
import type { FastifyRequest } from 'fastify';
import type {
  AuditEvent,
  AuditEventType,
  AuditLogPage,
  AuditLogQuery,
} from '../../../common/schemas/audit-log';
import type { CsvCell } from '../../lib/csv';
import type { Database } from '../../db/client';
import * as repo from './audit-log.repository';

/** Rows per database round trip while exporting. */
export const AUDIT_EXPORT_BATCH = 1000;

export const AUDIT_EXPORT_COLUMNS = [
  'id',
  'time',
  'type',
  'actor_id',
  'actor',
  'target_user_id',
  'target',
  'ip',
  'details',
] as const;

/** Who acted and from where, taken from the request: the session's user and the client address. */
export interface AuditSource {
  actorId: number | null;
  ip: string | null;
}

/** The audit source of `request` (its signed-in user, if any, and its address as the proxy settings see it). */
export function auditSourceOf(request: Pick<FastifyRequest, 'user' | 'ip'>): AuditSource {
  return { actorId: request.user?.id ?? null, ip: request.ip || null };
}

/** One event: `type`, the account it concerns (or null), and its particulars (kept small; never a secret). */
export async function recordAuditEvent(
  db: Pick<Database, 'insert'>,
  source: AuditSource,
  type: AuditEventType,
  targetUserId: number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await repo.insertAuditEvent(db, {
    type,
    actorId: source.actorId,
    targetUserId,
    ip: source.ip,
    details,
  });
}

function toEvent(row: repo.AuditPageRow): AuditEvent {
  return {
    id: row.id,
    type: row.type as AuditEventType,
    createdAt: row.createdAt.toISOString(),
    ip: row.ip,
    details: row.details,
    actor:
      row.actorId !== null && row.actorName !== null
        ? { id: row.actorId, displayName: row.actorName }
        : null,
    target:
      row.targetUserId !== null && row.targetName !== null
        ? { id: row.targetUserId, displayName: row.targetName }
        : null,
  };
}

/** One page of events, newest first, with the cursor of the next page (null on the last). */
export async function auditLogPage(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const rows = await repo.auditPage(db, query);
  const more = rows.length > query.limit;
  const data = rows.slice(0, query.limit).map(toEvent);
  return { data, nextCursor: more ? data[data.length - 1]!.id : null };
}

/** Every event of `type` (or all), newest first, as CSV rows, AUDIT_EXPORT_BATCH at a time. */
export async function* auditExportRows(
  db: Database,
  type?: AuditEventType,
): AsyncGenerator<CsvCell[]> {
  let cursor: number | undefined;
  for (;;) {
    const page = await auditLogPage(db, { type, cursor, limit: AUDIT_EXPORT_BATCH });
    for (const e of page.data) {
      yield [
        e.id,
        e.createdAt,
        e.type,
        e.actor?.id,
        e.actor?.displayName,
        e.target?.id,
        e.target?.displayName,
        e.ip,
        JSON.stringify(e.details),
      ];
    }
    if (page.nextCursor === null) return;
    cursor = page.nextCursor;
  }
}

/** `audit_log_{YYYY-MM-DD}.csv`, the date in UTC as the data dashboard's exports name theirs. */
export function auditExportFileName(now: Date = new Date()): string {
  return `audit_log_${now.toISOString().slice(0, 10)}.csv`;
}

/** True when an event of `type` about account `targetUserId` was recorded (e.g. an earlier sign-in). */
export function hasAuditEvent(
  db: Database,
  type: AuditEventType,
  targetUserId: number,
): Promise<boolean> {
  return repo.hasEvent(db, type, targetUserId);
}
