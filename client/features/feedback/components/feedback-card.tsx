/**
 * One feedback item on the Feedback Admin screen (spec 001 §2): type, submitter name and email,
 * status, priority, date (MMM d, yyyy HH:mm), comment and screen, with a status and a priority
 * selector whose changes are saved at once.
 */
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES } from '@common/constants';
import type { FeedbackItem } from '@common/schemas';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useUpdateFeedback } from '../api/feedback-api';
import { priorityLabel, statusLabel, typeLabel } from '../lib/feedback-labels';
import { SelectField } from './select-field';
import { t } from '../../../lib/i18n';
import { staffTime } from '../../../lib/staff-time';
import { tParts } from '../../../lib/i18n-parts';

/** Badge colours: urgent priorities stand out; all pairs keep AA contrast in both themes. */
const PRIORITY_BADGE: Record<FeedbackItem['priority'], string> = {
  low: 'bg-surface-2 text-muted',
  medium: 'bg-surface-2 text-fg',
  high: 'bg-accent-soft text-accent-soft-fg',
  critical: 'bg-danger-soft text-danger',
};

function Badge({ children, className }: { children: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Date as spec 001 §9 formats it, in the viewer's time zone (English; the page's own medium date and time otherwise). */
export function formatFeedbackDate(iso: string): string {
  return staffTime(iso, 'MMM d, yyyy HH:mm');
}

// The toasts' English texts are spec 001 §9's, whole messages in the catalogue.
const FIELDS = {
  status: () => ({
    label: t('staff.feedback.status'),
    options: FEEDBACK_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
    updated: t('staff.feedback.statusUpdated'),
    failed: t('staff.feedback.statusFailed'),
  }),
  priority: () => ({
    label: t('staff.feedback.priority'),
    options: FEEDBACK_PRIORITIES.map((value) => ({ value, label: priorityLabel(value) })),
    updated: t('staff.feedback.priorityUpdated'),
    failed: t('staff.feedback.priorityFailed'),
  }),
} as const;

/** The selector of an item's status or priority: a change is saved at once, then toasted ("Status updated"). */
function FieldSelect({ item, field }: { item: FeedbackItem; field: keyof typeof FIELDS }) {
  const update = useUpdateFeedback(field);
  const { label, options, updated, failed } = FIELDS[field]();
  return (
    <SelectField
      label={label}
      value={item[field]}
      options={options}
      disabled={update.isPending}
      onValueChange={(value) =>
        update.mutate(
          { id: item.id, value },
          {
            onSuccess: () => toast({ title: updated, variant: 'success', duration: 1500 }),
            onError: (err) =>
              toast({
                title: failed,
                description: errorMessage(err, t('staff.feedback.tryLater')),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}

export function FeedbackCard({ item }: { item: FeedbackItem }) {
  const headingId = `feedback-${item.id}-title`;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-bold">
            <span>{typeLabel(item.type)}</span>
            <span className="sr-only">, </span>
            <Badge className="bg-accent-soft text-accent-soft-fg">{statusLabel(item.status)}</Badge>
            <span className="sr-only">{t('staff.feedback.priorityPrefix')}</span>
            <Badge className={PRIORITY_BADGE[item.priority]}>{priorityLabel(item.priority)}</Badge>
          </h2>
          <p className="mt-1 text-sm break-words">
            {item.user ? (
              <>
                <span dir="auto" className="font-semibold">
                  {item.user.displayName}
                </span>{' '}
                <span className="text-muted">({item.user.email})</span>
              </>
            ) : (
              <span className="text-muted">{t('staff.feedback.deletedAccount')}</span>
            )}
          </p>
        </div>
        <time dateTime={item.createdAt} className="shrink-0 text-sm text-muted tabular-nums">
          {formatFeedbackDate(item.createdAt)}
        </time>
      </header>
      <p dir="auto" className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap">
        {item.comment}
      </p>
      <p className="mt-3 text-xs text-muted">
        {tParts('staff.feedback.screen', {
          screen: (
            <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-fg">
              {item.screen ?? '-'}
            </code>
          ),
        })}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <FieldSelect item={item} field="status" />
        <FieldSelect item={item} field="priority" />
      </div>
    </article>
  );
}
