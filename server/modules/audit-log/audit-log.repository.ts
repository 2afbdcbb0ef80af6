/** Drizzle queries of the audit log: one insert, and newest-first keyset pages. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEventType } from '../../../common/schemas/audit-log';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema/index';

export interface AuditRow {
  type: AuditEventType;
  actorId: number | null;
  targetUserId: number | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export async function insertAuditEvent(db: Pick<Database, 'insert'>, row: AuditRow): Promise<void> {
  await db.insert(auditEvents).values(row);
}

const actor = alias(users, 'audit_actor');
const target = alias(users, 'audit_target');

/**
 * Events newest first (created_at, then id) after the event `cursor`, optionally of one type;
 * `limit + 1` rows so the caller knows whether more follow. The cursor row's own time is read in
 * SQL, so the comparison keeps the database's microseconds.
 */
export async function auditPage(
  db: Database,
  page: { type?: AuditEventType | undefined; cursor?: number | undefined; limit: number },
) {
  const conditions: (SQL | undefined)[] = [page.type ? eq(auditEvents.type, page.type) : undefined];
  if (page.cursor !== undefined) {
    conditions.push(
      sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (select c.created_at, c.id from ${auditEvents} c where c.id = ${page.cursor})`,
    );
  }
  return db
    .select({
      id: auditEvents.id,
      type: auditEvents.type,
      createdAt: auditEvents.createdAt,
      ip: auditEvents.ip,
      details: auditEvents.details,
      actorId: auditEvents.actorId,
      actorName: actor.displayName,
      targetUserId: auditEvents.targetUserId,
      targetName: target.displayName,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(target, eq(target.id, auditEvents.targetUserId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit + 1);
}

export type AuditPageRow = Awaited<ReturnType<typeof auditPage>>[number];

/** Whether any event of `type` about `targetUserId` exists (served by the target index). */
export async function hasEvent(
  db: Database,
  type: AuditEventType,
  targetUserId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetUserId, targetUserId), eq(auditEvents.type, type)))
    .limit(1);
  return rows.length > 0;
}
