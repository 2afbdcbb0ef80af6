/** SQL of reports and staff moderation actions. */
import { and, eq, sql } from 'drizzle-orm';
import type { ModerationActionBody } from '../../../common/schemas/reports';
import type { ReportReason, ReportTargetType } from '../../../common/moderation-text';
import type { Database } from '../../db/client';
import {
  moderationActions,
  reports,
  requests,
  responseReplies,
  responses,
  users,
} from '../../db/schema/index';
import { rowsOf } from '../../lib/sql';

/** The author of a target (the member themself for 'member'); undefined when the target does not exist. */
export async function targetAuthor(
  db: Database,
  type: ReportTargetType,
  id: number,
): Promise<number | undefined> {
  if (type === 'reply') {
    const [row] = await db
      .select({ userId: responseReplies.userId })
      .from(responseReplies)
      .where(eq(responseReplies.id, id));
    return row?.userId;
  }
  const table = type === 'request' ? requests : type === 'response' ? responses : null;
  if (!table) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return row?.id;
  }
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
  return row?.userId;
}

/** Inserts an open report; null when the reporter already has an open one on that target. */
export async function insertReport(
  db: Database,
  values: typeof reports.$inferInsert,
): Promise<number | null> {
  const [row] = await db
    .insert(reports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row?.id ?? null;
}

export interface OpenReportRow {
  id: number;
  target_type: ReportTargetType;
  target_id: number;
  reason: string;
  note: string | null;
  created_at: string | Date;
  reporter_id: number;
  reporter_name: string;
  q_content: string | null;
  q_song: string | null;
  q_hidden: string | Date | null;
  q_author: number | null;
  q_author_name: string | null;
  s_title: string | null;
  s_comment: string | null;
  s_hidden: string | Date | null;
  s_request: number | null;
  s_author: number | null;
  s_author_name: string | null;
  m_name: string | null;
  p_body: string | null;
  p_hidden: string | Date | null;
  p_request: number | null;
  p_response: number | null;
  p_author: number | null;
  p_author_name: string | null;
}

/** Open reports, newest first (at most `limit`), each with what staff need to judge its target. */
export async function openReports(db: Database, limit: number): Promise<OpenReportRow[]> {
  const result = await db.execute(sql`
    select r.id, r.target_type, r.target_id, r.reason, r.note, r.created_at, u.id as reporter_id, u.display_name as reporter_name,
      q.content as q_content, q.song_data->>'name' as q_song, q.hidden_at as q_hidden, q.user_id as q_author, qa.display_name as q_author_name,
      coalesce(s.derived_title, s.song_data->>'name') as s_title, s.comment as s_comment, s.hidden_at as s_hidden, s.request_id as s_request,
      s.user_id as s_author, sa.display_name as s_author_name,
      m.display_name as m_name,
      p.body as p_body, p.hidden_at as p_hidden, ps.request_id as p_request, p.response_id as p_response, p.user_id as p_author, pa.display_name as p_author_name
    from reports r
    join users u on u.id = r.reporter_id
    left join requests q on r.target_type = 'request' and q.id = r.target_id
    left join users qa on qa.id = q.user_id
    left join responses s on r.target_type = 'response' and s.id = r.target_id
    left join users sa on sa.id = s.user_id
    left join users m on r.target_type = 'member' and m.id = r.target_id
    left join response_replies p on r.target_type = 'reply' and p.id = r.target_id
    left join responses ps on ps.id = p.response_id
    left join users pa on pa.id = p.user_id
    where r.status = 'open'
    order by r.created_at desc, r.id desc
    limit ${limit}`);
  return rowsOf<OpenReportRow>(result);
}

/** The latest moderation actions with the staff member's name. */
export async function recentActions(db: Database, limit: number) {
  return db
    .select({
      id: moderationActions.id,
      staff: users.displayName,
      action: moderationActions.action,
      targetType: moderationActions.targetType,
      targetId: moderationActions.targetId,
      createdAt: moderationActions.createdAt,
      // Whether the item is hidden now (the log offers Restore on it): one primary-key probe.
      targetHidden: sql<boolean>`case ${moderationActions.targetType}
        when 'request' then exists (select 1 from ${requests} q where q.id = ${moderationActions.targetId} and q.hidden_at is not null)
        when 'response' then exists (select 1 from ${responses} s where s.id = ${moderationActions.targetId} and s.hidden_at is not null)
        when 'reply' then exists (select 1 from ${responseReplies} p where p.id = ${moderationActions.targetId} and p.hidden_at is not null)
        else false end`,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.staffId))
    .orderBy(sql`${moderationActions.createdAt} desc, ${moderationActions.id} desc`)
    .limit(limit);
}

/** What a staff action changed. */
export interface AppliedAction {
  found: boolean;
  hidden: boolean;
  closedReports: number;
  /** True when a hide made a visible item hidden (not a repeated hide): its author is told. */
  newlyHidden: boolean;
  /** The reason staff gave, else the most frequent reason of the reports it closed (ties: the earliest); null without either. */
  reason: ReportReason | null;
}

/**
 * Applies a staff action; run it inside the caller's transaction. Hide/restore sets or clears
 * `hidden_at` of the item (found false when it does not exist) and, for an answer whose state
 * changed, lowers or raises its request's `responses` counter, which counts the answers members
 * can see (a card's count agrees with the list under it at no cost per feed row). Hide
 * and dismiss close the target's open reports; the action is recorded with who and when.
 */
export async function applyAction(
  db: Database,
  staffId: number,
  body: ModerationActionBody,
): Promise<AppliedAction> {
  let hidden = false;
  let newlyHidden = false;
  if (body.action !== 'dismiss') {
    const table =
      body.targetType === 'request'
        ? requests
        : body.targetType === 'reply'
          ? responseReplies
          : responses;
    const [before] = await db
      .select({ hiddenAt: table.hiddenAt })
      .from(table)
      .where(eq(table.id, body.targetId))
      .for('update');
    if (!before)
      return { found: false, hidden: false, closedReports: 0, newlyHidden: false, reason: null };
    const [updated] = await db
      .update(table)
      .set({ hiddenAt: body.action === 'hide' ? sql`now()` : null })
      .where(eq(table.id, body.targetId))
      .returning({ id: table.id });
    if (!updated)
      return { found: false, hidden: false, closedReports: 0, newlyHidden: false, reason: null };
    hidden = body.action === 'hide';
    const changed = (before.hiddenAt === null) === hidden;
    newlyHidden = hidden && changed;
    if (changed && body.targetType === 'response') {
      await db.execute(sql`update requests set responses = greatest(responses + ${hidden ? -1 : 1}, 0)
        where id = (select request_id from responses where id = ${body.targetId})`);
    }
  }
  let reason: ReportReason | null = body.reason ?? null;
  if (!reason && newlyHidden) {
    const [top] = await db
      .select({ reason: reports.reason })
      .from(reports)
      .where(
        and(
          eq(reports.targetType, body.targetType),
          eq(reports.targetId, body.targetId),
          eq(reports.status, 'open'),
        ),
      )
      .groupBy(reports.reason)
      .orderBy(sql`count(*) desc, min(${reports.createdAt})`)
      .limit(1);
    reason = (top?.reason as ReportReason | undefined) ?? null;
  }
  let closedReports = 0;
  if (body.action !== 'restore') {
    const closed = await db
      .update(reports)
      .set({
        status: body.action === 'hide' ? 'actioned' : 'dismissed',
        resolvedAt: sql`now()`,
        resolvedBy: staffId,
      })
      .where(
        and(
          eq(reports.targetType, body.targetType),
          eq(reports.targetId, body.targetId),
          eq(reports.status, 'open'),
        ),
      )
      .returning({ id: reports.id });
    closedReports = closed.length;
  }
  await db
    .insert(moderationActions)
    .values({ staffId, action: body.action, targetType: body.targetType, targetId: body.targetId });
  return { found: true, hidden, closedReports, newlyHidden, reason };
}
