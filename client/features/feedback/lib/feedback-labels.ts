/**
 * Human labels of feedback values (spec 001 §3, §4, §9), in the page's language. The stored
 * values are the spec's; the English labels are ours (docs/decisions/004-product-decisions.md).
 */
import type {
  FeedbackPriority,
  FeedbackSort,
  FeedbackStatus,
  FeedbackType,
} from '@common/constants';
import { t } from '../../../lib/i18n';

export function typeLabel(type: FeedbackType): string {
  const labels: Record<FeedbackType, () => string> = {
    bug: () => t('staff.feedback.type.bug'),
    feedback: () => t('staff.feedback.type.feedback'),
    problem_user: () => t('staff.feedback.type.problemUser'),
  };
  return labels[type]();
}

export function statusLabel(status: FeedbackStatus): string {
  const labels: Record<FeedbackStatus, () => string> = {
    unread: () => t('staff.feedback.status.unread'),
    'in-progress': () => t('staff.feedback.status.inProgress'),
    fixed: () => t('staff.feedback.status.fixed'),
    tabled: () => t('staff.feedback.status.tabled'),
  };
  return labels[status]();
}

export function priorityLabel(priority: FeedbackPriority): string {
  const labels: Record<FeedbackPriority, () => string> = {
    low: () => t('staff.feedback.priority.low'),
    medium: () => t('staff.feedback.priority.medium'),
    high: () => t('staff.feedback.priority.high'),
    critical: () => t('staff.feedback.priority.critical'),
  };
  return labels[priority]();
}

/** Sort By options, verbatim from spec 001 §2. */
export function sortLabel(sort: FeedbackSort): string {
  const labels: Record<FeedbackSort, () => string> = {
    priority: () => t('staff.feedback.sort.priority'),
    newest: () => t('staff.feedback.sort.newest'),
    oldest: () => t('staff.feedback.sort.oldest'),
  };
  return labels[sort]();
}
