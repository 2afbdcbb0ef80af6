/**
 * The automatic tagging box (spec 001 §2, §3 "Admin stats", §4, §7): every field of GET
 * /api/admin/processing-stats (polled every 2 s while expanded), expandable and collapsible, with
 * the three reprocess actions; clearing everything needs the inline confirmation.
 */
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TaggingStats } from '@common/processing';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useReprocess, useTaggingStats } from '../api/processing-api';
import { formatTime } from './shared';

const FIELDS: [keyof TaggingStats, string][] = [
  ['totalRequests', 'Total requests'],
  ['totalResponses', 'Total responses'],
  ['requestsProcessed', 'Requests processed'],
  ['requestsRemaining', 'Requests remaining'],
  ['genreProcessed', 'Responses processed'],
  ['genreRemaining', 'Responses remaining'],
  ['reprocessRequestsTotal', 'Requests to reprocess'],
  ['reprocessRequestsProgress', 'Requests reprocessed'],
  ['reprocessResponsesTotal', 'Responses to reprocess'],
  ['reprocessResponsesProgress', 'Responses reprocessed'],
];

/** An error toast with the server's message, or `fallback`. */
const failToast = (fallback: string) => (err: unknown) =>
  toast({ title: 'Error', description: errorMessage(err, fallback), variant: 'destructive' });

/** Starts one reprocess run: toasts what `started` says of the answer, or the error with `failure` as fallback. */
function ReprocessButton<R>({
  label,
  mutation,
  started,
  failure,
}: {
  label: string;
  mutation: UseMutationResult<R, Error, void>;
  started: (result: R) => string;
  failure: string;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: (r) => toast({ title: 'Success', description: started(r) }),
          onError: failToast(failure),
        })
      }
    >
      {label}
    </Button>
  );
}

export function TaggingStatsBox() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const { data, error, isPending } = useTaggingStats(open);
  const reprocess = useReprocess();

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-surface">
      <h2 id={`${id}-title`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left font-bold hover:bg-surface-2 focus-visible:outline-offset-[-2px]"
        >
          Automatic tagging
          <ChevronDown
            className={cn('h-5 w-5 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      {open && (
        <div id={`${id}-body`} className="space-y-4 border-t border-line px-4 py-4">
          {isPending ? (
            <p className="text-sm text-muted">Loading...</p>
          ) : error || !data ? (
            <p className="text-sm text-muted">Tagging statistics are not available.</p>
          ) : (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
              {FIELDS.map(([key, label]) => (
                <div key={key}>
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-lg font-bold tabular-nums">
                    {Number(data[key] ?? 0).toLocaleString()}
                  </dd>
                </div>
              ))}
              <div>
                <dt className="text-muted">Last updated</dt>
                <dd className="font-semibold">
                  {data.lastUpdated ? formatTime(data.lastUpdated) : '—'}
                </dd>
              </div>
            </dl>
          )}
          <div className="flex flex-wrap gap-2">
            <ReprocessButton
              label="Reprocess requests"
              mutation={reprocess.requests}
              started={(r) => `Reprocessing ${r.totalRequests} requests`}
              failure="Failed to start request reprocessing"
            />
            <ReprocessButton
              label="Reprocess responses"
              mutation={reprocess.responses}
              started={(r) => `Reprocessing ${r.totalResponses} responses`}
              failure="Failed to start response reprocessing"
            />
            {!confirming ? (
              <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
                Clear and reprocess all
              </Button>
            ) : (
              <div
                role="group"
                aria-label="Confirm clearing"
                className="flex flex-wrap items-center gap-2 rounded-xl border border-danger bg-danger-soft px-3 py-1.5"
              >
                <span className="text-sm font-semibold text-danger">
                  Are you sure? This clears everything!
                </span>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={reprocess.all.isPending}
                  onClick={() =>
                    reprocess.all.mutate(undefined, {
                      onSuccess: (r) => {
                        setConfirming(false);
                        toast({
                          title: 'Success',
                          description: `Reprocessing ${r.totalRequests} requests and ${r.totalResponses} responses`,
                        });
                      },
                      onError: (err) => {
                        setConfirming(false);
                        failToast('Failed to execute nuclear reprocess')(err);
                      },
                    })
                  }
                >
                  Yes, clear all
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
