/** Drizzle queries for feedback: insert, one filtered page with submitters, and field updates. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  FeedbackPriority,
  FeedbackSort,
  FeedbackStatus,
  FeedbackType,
} from '../../../common/constants';
import type { Database } from '../../db/client';
import { feedback, users } from '../../db/schema/index';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedbackRow = typeof feedback.$inferInsert;

export interface FeedbackFilters {
  status?: FeedbackStatus;
  type?: FeedbackType;
  priority?: FeedbackPriority;
}

const submitterColumns = { id: users.id, displayName: users.displayName, email: users.email };

/** Most urgent first: critical, high, medium, low (spec 001 §4 lists them low → critical). */
const priorityRank = sql<number>`case ${feedback.priority} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

const ORDER: Record<FeedbackSort, SQL[]> = {
  newest: [desc(feedback.createdAt), desc(feedback.id)],
  oldest: [asc(feedback.createdAt), asc(feedback.id)],
  // Within a priority the newest comes first, so fresh critical reports top the list.
  priority: [asc(priorityRank), desc(feedback.createdAt), desc(feedback.id)],
};

export async function insertFeedback(db: Database, values: NewFeedbackRow): Promise<FeedbackRow> {
  const rows = await db.insert(feedback).values(values).returning();
  return rows[0]!;
}

/**
 * One page of feedback with each submitter (null when the account is gone), fetching `limit + 1`
 * rows so the caller can tell whether another page exists. One query.
 */
export async function listFeedback(
  db: Database,
  filters: FeedbackFilters,
  sort: FeedbackSort,
  offset: number,
  limit: number,
) {
  const conditions = [
    filters.status ? eq(feedback.status, filters.status) : undefined,
    filters.type ? eq(feedback.type, filters.type) : undefined,
    filters.priority ? eq(feedback.priority, filters.priority) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return db
    .select({ feedback, user: submitterColumns })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...ORDER[sort])
    .offset(offset)
    .limit(limit + 1);
}

/** One feedback item with its submitter, or null. One query. */
export async function findFeedback(db: Database, id: number) {
  const rows = await db
    .select({ feedback, user: submitterColumns })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Sets status and/or priority; false when no such feedback exists. */
export async function updateFeedback(
  db: Database,
  id: number,
  patch: { status?: FeedbackStatus; priority?: FeedbackPriority },
): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set(patch)
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  return rows.length > 0;
}
