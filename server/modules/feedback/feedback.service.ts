/**
 * Feedback rules (spec 001 §2 "Feedback submission", "Feedback admin screen", §4, §5): members
 * submit a type and a non-blank comment of at most 1000 characters with the screen they were on;
 * staff list, filter and sort it and set any status or priority from any other.
 */
import type { FeedbackPriority, FeedbackStatus } from '../../../common/constants';
import type {
  CreateFeedbackBody,
  FeedbackItem,
  FeedbackListQuery,
  Page,
} from '../../../common/schemas';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import * as repo from './feedback.repository';

/** Spec 001 §5: the description under "Please fill in all fields". */
export const FEEDBACK_REQUIRED_MESSAGE = 'Both feedback type and comment are required.';

type Joined = {
  feedback: repo.FeedbackRow;
  user: { id: number; displayName: string; email: string } | null;
};

export function toFeedbackItem({ feedback: row, user }: Joined): FeedbackItem {
  return {
    id: row.id,
    type: row.type,
    comment: row.comment,
    screen: row.screen,
    status: row.status,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    user,
  };
}

/** Stores one feedback item from `userId`. Throws 400 with the spec's text when type or comment is missing. */
export async function createFeedback(
  db: Database,
  userId: number,
  body: CreateFeedbackBody,
  submitter: Joined['user'],
): Promise<FeedbackItem> {
  const comment = body.comment?.trim() ?? '';
  if (!body.type || !comment) throw badRequest(FEEDBACK_REQUIRED_MESSAGE, 'validation_error');
  const screen = body.screen?.trim() || null;
  const row = await repo.insertFeedback(db, { userId, type: body.type, comment, screen });
  return toFeedbackItem({ feedback: row, user: submitter });
}

/** One page of feedback for the admin screen; `all` filters are omitted. `page` is 1-based. */
export async function listFeedback(
  db: Database,
  query: FeedbackListQuery,
): Promise<Page<FeedbackItem>> {
  const pick = <T extends string>(value: T | 'all' | undefined) =>
    value === 'all' ? undefined : value;
  const rows = await repo.listFeedback(
    db,
    { status: pick(query.status), type: pick(query.type), priority: pick(query.priority) },
    query.sortBy,
    (query.page - 1) * query.limit,
    query.limit,
  );
  return {
    data: rows.slice(0, query.limit).map(toFeedbackItem),
    pagination: { page: query.page, hasMore: rows.length > query.limit },
  };
}

/** Sets a status or priority and returns the updated item. Throws 404 for an unknown id. */
export async function updateFeedback(
  db: Database,
  id: number,
  patch: { status: FeedbackStatus } | { priority: FeedbackPriority },
): Promise<FeedbackItem> {
  if (!(await repo.updateFeedback(db, id, patch))) throw notFound('Feedback not found.');
  const found = await repo.findFeedback(db, id);
  if (!found) throw notFound('Feedback not found.');
  return toFeedbackItem(found);
}
