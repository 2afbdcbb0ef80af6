/**
 * Reports and their staff queue (docs/decisions/018-moderation.md). Members report a
 * request, an answer or a member with a reason and an optional note: one open report per reporter
 * and target (409 `already_reported`), never their own (400 `cannot_report_self`), unknown targets
 * 404. Staff see open reports grouped per target and hide, restore or dismiss; hidden items leave
 * every member's feed, list and request page, and staff still see them, marked.
 */
import type {
  CreateReportBody,
  ModerationActionBody,
  ReportQueue,
  ReportedItem,
} from '../../../common/schemas/reports';
import type { ReportReason } from '../../../common/moderation-text';
import type { Database } from '../../db/client';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-errors';
import * as repo from './reports.repository';
import { notifyContentHidden, writeAndNotify } from '../notifications/index';
import { recordAuditEvent } from '../audit-log/index';

const NOT_FOUND_MESSAGES: Record<CreateReportBody['targetType'], string> = {
  member: 'Member not found.',
  request: 'Request not found.',
  response: 'Recommendation not found.',
  reply: 'Reply not found.',
};

/** Open reports the queue shows at most (oldest beyond it wait for the next look). */
export const QUEUE_LIMIT = 500;

export async function createReport(
  db: Database,
  reporterId: number,
  body: CreateReportBody,
): Promise<{ id: number }> {
  const author = await repo.targetAuthor(db, body.targetType, body.targetId);
  if (author === undefined) throw notFound(NOT_FOUND_MESSAGES[body.targetType]);
  if (author === reporterId)
    throw badRequest('You cannot report yourself or what you posted.', 'cannot_report_self');
  const id = await repo.insertReport(db, {
    reporterId,
    targetType: body.targetType,
    targetId: body.targetId,
    reason: body.reason,
    note: body.note?.trim() || null,
  });
  if (id === null)
    throw conflict('You already reported this. Our staff will look at it.', 'already_reported');
  return { id };
}

const iso = (d: string | Date) => new Date(d).toISOString();

function itemOf(row: repo.OpenReportRow): Omit<ReportedItem, 'reports'> {
  const base = { targetType: row.target_type, targetId: row.target_id };
  if (row.target_type === 'request') {
    return {
      ...base,
      summary: row.q_content ?? row.q_song ?? '(deleted request)',
      author: row.q_author ? { id: row.q_author, displayName: row.q_author_name ?? '' } : null,
      href: row.q_author ? `/requests/${row.target_id}` : null,
      hidden: row.q_hidden !== null,
    };
  }
  if (row.target_type === 'response') {
    const words = [row.s_title, row.s_comment].filter(Boolean).join(' — ');
    return {
      ...base,
      summary: row.s_author ? words || '(an answer)' : '(deleted answer)',
      author: row.s_author ? { id: row.s_author, displayName: row.s_author_name ?? '' } : null,
      href: row.s_request ? `/requests/${row.s_request}#response-${row.target_id}` : null,
      hidden: row.s_hidden !== null,
    };
  }
  if (row.target_type === 'reply') {
    return {
      ...base,
      summary: row.p_body ?? '(deleted reply)',
      author: row.p_author ? { id: row.p_author, displayName: row.p_author_name ?? '' } : null,
      href: row.p_request ? `/requests/${row.p_request}#response-${row.p_response}` : null,
      hidden: row.p_hidden !== null,
    };
  }
  return {
    ...base,
    summary: row.m_name ?? '(deleted account)',
    author: row.m_name ? { id: row.target_id, displayName: row.m_name } : null,
    href: null,
    hidden: false,
  };
}

/** The queue: open reports grouped per target (most recently reported first) and the latest actions. */
export async function reportQueue(db: Database): Promise<ReportQueue> {
  const rows = await repo.openReports(db, QUEUE_LIMIT);
  const groups = new Map<string, ReportedItem>();
  for (const row of rows) {
    const key = `${row.target_type}:${row.target_id}`;
    let group = groups.get(key);
    if (!group) {
      group = { ...itemOf(row), reports: [] };
      groups.set(key, group);
    }
    group.reports.push({
      id: row.id,
      reporter: { id: row.reporter_id, displayName: row.reporter_name },
      reason: row.reason as ReportReason,
      note: row.note,
      createdAt: iso(row.created_at),
    });
  }
  const actions = await repo.recentActions(db, 20);
  return {
    data: [...groups.values()],
    actions: actions.map((a) => ({
      ...a,
      action: a.action as 'hide' | 'restore' | 'dismiss',
      targetType: a.targetType as ReportedItem['targetType'],
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/**
 * Hide, restore or dismiss; a hide or restore is written to the audit log in the same transaction
 * (`ip`: the staff member's address). Throws 400 (hiding a member), 404 (no such item).
 */
export async function moderate(
  db: Database,
  staffId: number,
  body: ModerationActionBody,
  ip: string | null = null,
): Promise<{ hidden: boolean; closedReports: number }> {
  if (body.targetType === 'member' && body.action !== 'dismiss')
    throw new HttpError(
      400,
      'cannot_hide_member',
      'Members cannot be hidden; dismiss the report, or hide what they posted.',
    );
  const { result } = await writeAndNotify(db, async (tx) => {
    const applied = await repo.applyAction(tx, staffId, body);
    if (applied.found && body.action !== 'dismiss') {
      const type = body.action === 'hide' ? 'content_hidden' : 'content_restored';
      await recordAuditEvent(tx, { actorId: staffId, ip }, type, null, {
        targetType: body.targetType,
        targetId: body.targetId,
      });
    }
    // The author of what staff hid hears of it, with the reason.
    const told =
      applied.newlyHidden && body.targetType !== 'member'
        ? await notifyContentHidden(
            tx,
            staffId,
            { type: body.targetType, id: body.targetId },
            applied.reason,
          )
        : [];
    return { result: applied, pushes: told };
  });
  if (!result.found) throw notFound('That item no longer exists.');
  return { hidden: result.hidden, closedReports: result.closedReports };
}
