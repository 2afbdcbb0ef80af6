/**
 * The staff Reports queue on /admin: open reports grouped per reported item (what it
 * says, who wrote it, each report's reason, note and reporter), Hide / Restore and Dismiss, and the
 * latest moderation actions with who did what. Loading, empty and error states.
 */
import { Link } from 'react-router';
import { format } from 'date-fns';
import { REPORT_REASON_LABELS } from '@common/moderation-text';
import type { ModerationActionBody, ReportedItem } from '@common/schemas/reports';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useModerate, useReportQueue } from '../api/reports-api';

const KIND: Record<ReportedItem['targetType'], string> = {
  request: 'Request',
  response: 'Recommendation',
  member: 'Member',
  reply: 'Reply',
};
const DONE: Record<ModerationActionBody['action'], string> = {
  hide: 'Hidden',
  restore: 'Restored',
  dismiss: 'Reports dismissed',
};

/** What is reported: its kind and report count, hidden mark, summary (linked) and author. */
function ReportedHeading({ item }: { item: ReportedItem }) {
  return (
    <>
      <p className="text-xs font-bold tracking-wider text-muted uppercase">
        {KIND[item.targetType]} · {item.reports.length}{' '}
        {item.reports.length === 1 ? 'report' : 'reports'}
        {item.hidden && (
          <span className="ml-2 rounded-full border border-line px-2 py-0.5 normal-case">
            Hidden
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
          by <span dir="auto">{item.author.displayName}</span>
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
          <span className="font-semibold">{REPORT_REASON_LABELS[r.reason]}</span>
          {r.note && (
            <span>
              : &ldquo;<span dir="auto">{r.note}</span>&rdquo;
            </span>
          )}
          <span className="text-muted">
            {' '}
            — <span dir="auto">{r.reporter.displayName}</span>,{' '}
            {format(new Date(r.createdAt), 'd MMM yyyy HH:mm')}
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
        onSuccess: () => toast({ title: DONE[action], variant: 'success' }),
        onError: (err) =>
          toast({
            title: 'Moderation failed',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <article
      aria-label={`${KIND[item.targetType]} reported ${item.reports.length} times`}
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
              Restore
            </Button>
          ) : (
            <Button
              size="sm"
              variant="danger"
              disabled={moderate.isPending}
              onClick={() => act('hide')}
            >
              Hide
            </Button>
          ))}
        <Button
          size="sm"
          variant="outline"
          disabled={moderate.isPending}
          onClick={() => act('dismiss')}
        >
          Dismiss
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
      className="ml-2"
      disabled={moderate.isPending}
      aria-label={`Restore ${KIND[targetType].toLowerCase()} #${targetId}`}
      onClick={() =>
        moderate.mutate(
          { action: 'restore', targetType, targetId },
          {
            onSuccess: () => toast({ title: DONE.restore, variant: 'success' }),
            onError: (err) =>
              toast({
                title: 'Moderation failed',
                description: errorMessage(err, 'Please try again.'),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      Restore
    </Button>
  );
}

export function ReportsAdmin() {
  const queue = useReportQueue();
  return (
    <section aria-labelledby="reports-title" className="mt-10 space-y-4">
      <h2 id="reports-title" className="text-2xl font-bold">
        Reports
      </h2>
      {queue.isPending && <Spinner label="Loading..." showLabel />}
      {queue.isError && (
        <ErrorState
          message="Failed to load reports. Please try again."
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.data && queue.data.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          No open reports.
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
          <h3 className="text-lg font-bold">Recent moderation</h3>
          <ul className="mt-2 space-y-1 text-sm" aria-label="Recent moderation">
            {queue.data.actions.map((a) => (
              <li key={a.id}>
                <span className="font-semibold">{a.staff ?? 'Former staff'}</span>{' '}
                {a.action === 'hide'
                  ? 'hid'
                  : a.action === 'restore'
                    ? 'restored'
                    : 'dismissed the reports of'}{' '}
                {KIND[a.targetType].toLowerCase()} #{a.targetId}
                <span className="text-muted">
                  {' '}
                  · {format(new Date(a.createdAt), 'd MMM yyyy HH:mm')}
                </span>
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
