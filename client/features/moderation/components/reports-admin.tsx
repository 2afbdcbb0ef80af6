/**
 * The staff Reports queue on /admin: open reports grouped per reported item (what it
 * says, who wrote it, each report's reason, note and reporter), Hide / Restore and Dismiss, and the
 * latest moderation actions with who did what. Loading, empty and error states.
 */
import { Link } from 'react-router';
import type { ModerationActionBody, ReportedItem } from '@common/schemas/reports';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useModerate, useReportQueue } from '../api/reports-api';
import { t } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';
import { reasonLabel } from '../../../lib/i18n-labels';
import { staffTime } from '../../../lib/staff-time';

const DONE: Record<ModerationActionBody['action'], () => string> = {
  hide: () => t('staff.reports.done.hide'),
  restore: () => t('staff.reports.done.restore'),
  dismiss: () => t('staff.reports.done.dismiss'),
};

/** The moderation failure toast. */
const failed = (err: unknown) =>
  toast({
    title: t('staff.reports.failed'),
    description: errorMessage(err, t('staff.reports.tryAgain')),
    variant: 'destructive',
  });

/** What is reported: its kind and report count, hidden mark, summary (linked) and author. */
function ReportedHeading({ item }: { item: ReportedItem }) {
  return (
    <>
      <p className="text-xs font-bold tracking-wider text-muted uppercase">
        {t('staff.reports.heading', { kind: item.targetType, count: item.reports.length })}
        {item.hidden && (
          <span className="ms-2 rounded-full border border-line px-2 py-0.5 normal-case">
            {t('staff.reports.hidden')}
          </span>
        )}
      </p>
      <p dir="auto" className="mt-1 font-semibold break-words">
        {item.href ? (
          <Link to={item.href} className="underline-offset-2 hover:underline">
            {item.summary}
          </Link>
        ) : (
          item.summary
        )}
      </p>
      {item.author && (
        <p className="text-sm text-muted">
          {tParts('staff.review.byAuthor', {
            name: <span dir="auto">{item.author.displayName}</span>,
          })}
        </p>
      )}
    </>
  );
}

/** Each report's reason, note, reporter and time. */
function ReportLines({ reports }: { reports: ReportedItem['reports'] }) {
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {reports.map((r) => (
        <li key={r.id}>
          <span className="font-semibold">{reasonLabel(r.reason)}</span>
          {r.note && (
            <span>{tParts('staff.reports.note', { note: <span dir="auto">{r.note}</span> })}</span>
          )}
          <span className="text-muted">
            {tParts('staff.reports.reporter', {
              name: <span dir="auto">{r.reporter.displayName}</span>,
              time: staffTime(r.createdAt, 'd MMM yyyy HH:mm'),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ReportedCard({ item }: { item: ReportedItem }) {
  const moderate = useModerate();
  const act = (action: ModerationActionBody['action']) =>
    moderate.mutate(
      { action, targetType: item.targetType, targetId: item.targetId },
      {
        onSuccess: () => toast({ title: DONE[action](), variant: 'success' }),
        onError: failed,
      },
    );
  return (
    <article
      aria-label={t('staff.reports.card', {
        kind: item.targetType,
        count: item.reports.length,
      })}
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="reported-item"
    >
      <ReportedHeading item={item} />
      <ReportLines reports={item.reports} />
      <div className="mt-3 flex flex-wrap gap-2">
        {item.targetType !== 'member' &&
          (item.hidden ? (
            <Button
              size="sm"
              variant="outline"
              disabled={moderate.isPending}
              onClick={() => act('restore')}
            >
              {t('staff.reports.restore')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="danger"
              disabled={moderate.isPending}
              onClick={() => act('hide')}
            >
              {t('staff.reports.hide')}
            </Button>
          ))}
        <Button
          size="sm"
          variant="outline"
          disabled={moderate.isPending}
          onClick={() => act('dismiss')}
        >
          {t('staff.reports.dismiss')}
        </Button>
      </div>
    </article>
  );
}

/**
 * Restore in the moderation log: the hidden item's reports are closed, so it is no longer
 * in the queue above; this is the way back.
 */
function RestoreButton({
  targetType,
  targetId,
}: {
  targetType: ReportedItem['targetType'];
  targetId: number;
}) {
  const moderate = useModerate();
  return (
    <Button
      size="sm"
      variant="outline"
      className="ms-2"
      disabled={moderate.isPending}
      aria-label={t('staff.reports.restoreItem', { kind: targetType, id: targetId })}
      onClick={() =>
        moderate.mutate(
          { action: 'restore', targetType, targetId },
          {
            onSuccess: () => toast({ title: DONE.restore(), variant: 'success' }),
            onError: failed,
          },
        )
      }
    >
      {t('staff.reports.restore')}
    </Button>
  );
}

export function ReportsAdmin() {
  const queue = useReportQueue();
  return (
    <section aria-labelledby="reports-title" className="mt-10 space-y-4">
      <h2 id="reports-title" className="text-2xl font-bold">
        {t('staff.reports.title')}
      </h2>
      {queue.isPending && <Spinner label={t('ui.loading')} showLabel />}
      {queue.isError && (
        <ErrorState message={t('staff.reports.loadFailed')} onRetry={() => void queue.refetch()} />
      )}
      {queue.data && queue.data.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          {t('staff.reports.empty')}
        </p>
      )}
      {queue.data && queue.data.data.length > 0 && (
        <ul className="space-y-3">
          {queue.data.data.map((item) => (
            <li key={`${item.targetType}-${item.targetId}`}>
              <ReportedCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {queue.data && queue.data.actions.length > 0 && (
        <div>
          <h3 className="text-lg font-bold">{t('staff.reports.recent')}</h3>
          <ul className="mt-2 space-y-1 text-sm" aria-label={t('staff.reports.recent')}>
            {queue.data.actions.map((a) => (
              <li key={a.id}>
                {tParts(
                  'staff.reports.logLine',
                  {
                    staff: (
                      <span className="font-semibold">
                        {a.staff ?? t('staff.reports.formerStaff')}
                      </span>
                    ),
                    time: (
                      <span className="text-muted">
                        {staffTime(a.createdAt, 'd MMM yyyy HH:mm')}
                      </span>
                    ),
                  },
                  { action: a.action, kind: a.targetType, id: a.targetId },
                )}
                {/* Only on the latest hide of an item still hidden, so the log shows one Restore per item. */}
                {a.action === 'hide' &&
                  a.targetHidden &&
                  queue.data.actions.find(
                    (b) => b.targetType === a.targetType && b.targetId === a.targetId,
                  ) === a && <RestoreButton targetType={a.targetType} targetId={a.targetId} />}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
