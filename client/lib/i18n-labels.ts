/**
 * Labels of shared codes in the page's language (decision 047): a verdict on an answer and the
 * reason of a report. English is common/verdicts.ts's and common/moderation-text.ts's wording.
 */
import type { ReportReason } from '@common/moderation-text';
import type { ResponseVerdict } from '@common/verdicts';
import { t } from './i18n';

/** A verdict's label ("Loved it"). */
export function verdictLabel(verdict: ResponseVerdict): string {
  const labels: Record<ResponseVerdict, string> = {
    loved: t('verdict.loved'),
    new_to_me: t('verdict.new_to_me'),
    already_knew: t('verdict.already_knew'),
    not_for_me: t('verdict.not_for_me'),
  };
  return labels[verdict];
}

/** A report reason's label ("Spam or advertising"). */
export function reasonLabel(reason: ReportReason): string {
  const labels: Record<ReportReason, string> = {
    spam: t('report.reason.spam'),
    harassment: t('report.reason.harassment'),
    hateful: t('report.reason.hateful'),
    sexual: t('report.reason.sexual'),
    off_topic: t('report.reason.off_topic'),
    other: t('report.reason.other'),
  };
  return labels[reason];
}
