/**
 * Member moderation: blocks between members.
 * docs/decisions/018-moderation.md.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAtNow, cascadeRef, setNullRef } from './columns';
import { users } from './users';

/**
 * blocker_id blocks blocked_id. The primary key (blocker_id, blocked_id) serves the feed's
 * `not exists (… where blocker_id = viewer and blocked_id = author)` as one index probe per row.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: cascadeRef('blocker_id', () => users.id),
    blockedId: cascadeRef('blocked_id', () => users.id),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_id_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * Reports of a request, an answer or a member. One open report per reporter and target
 * (partial unique index); staff close them by hiding the item (`actioned`) or dismissing them.
 */
export const reports = pgTable(
  'reports',
  {
    id: serialId(),
    reporterId: cascadeRef('reporter_id', () => users.id),
    /** 'request' | 'response' | 'member' | 'reply'. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** One of REPORT_REASONS (common/moderation-text.ts). */
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'open' | 'dismissed' | 'actioned'. */
    status: text('status').notNull().default('open'),
    createdAt: createdAtNow(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: setNullRef('resolved_by', () => users.id),
  },
  (t) => [
    check(
      'reports_target_type_check',
      sql`${t.targetType} IN ('request', 'response', 'member', 'reply')`,
    ),
    check('reports_status_check', sql`${t.status} IN ('open', 'dismissed', 'actioned')`),
    uniqueIndex('reports_one_open_per_reporter')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_target_idx').on(t.status, t.targetType, t.targetId),
  ],
);

/** Who did what in moderation: every hide, restore and dismissal, kept. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serialId(),
    staffId: setNullRef('staff_id', () => users.id),
    /** 'hide' | 'restore' | 'dismiss'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt)],
);
