/**
 * Human labels of feedback values (spec 001 §3, §4, §9). The stored values are the spec's; the
 * labels are ours (docs/decisions/004-product-decisions.md).
 */
import type {
  FeedbackPriority,
  FeedbackSort,
  FeedbackStatus,
  FeedbackType,
} from '@common/constants';

export const TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Bug',
  feedback: 'Feedback',
  problem_user: 'Problem user',
};

export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  unread: 'Unread',
  'in-progress': 'In progress',
  fixed: 'Fixed',
  tabled: 'Tabled',
};

export const PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Sort By options, verbatim from spec 001 §2. */
export const SORT_LABELS: Record<FeedbackSort, string> = {
  priority: 'Priority',
  newest: 'Newest First',
  oldest: 'Oldest First',
};
