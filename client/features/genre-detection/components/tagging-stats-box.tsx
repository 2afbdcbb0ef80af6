/**
 * The automatic tagging box (spec 001 §2, §3 "Admin stats", §4, §7): every field of GET
 * /api/admin/processing-stats (polled every 2 s while expanded), expandable and collapsible, with
 * the three reprocess actions (reprocess-actions.tsx).
 */
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { TaggingStats } from '@common/processing';
import { cn } from '../../../lib/cn';
import { useReprocess, useTaggingStats } from '../api/genre-detection-api';
import { formatTime } from '../lib/list-text';
import { ReprocessActions } from './reprocess-actions';
import { formatNumber, t } from '../../../lib/i18n';

const FIELDS: [keyof TaggingStats, () => string][] = [
  ['totalRequests', () => t('staff.tagging.totalRequests')],
  ['totalResponses', () => t('staff.tagging.totalResponses')],
  ['requestsProcessed', () => t('staff.tagging.requestsProcessed')],
  ['requestsRemaining', () => t('staff.tagging.requestsRemaining')],
  ['genreProcessed', () => t('staff.tagging.responsesProcessed')],
  ['genreRemaining', () => t('staff.tagging.responsesRemaining')],
  ['reprocessRequestsTotal', () => t('staff.tagging.requestsToReprocess')],
  ['reprocessRequestsProgress', () => t('staff.tagging.requestsReprocessed')],
  ['reprocessResponsesTotal', () => t('staff.tagging.responsesToReprocess')],
  ['reprocessResponsesProgress', () => t('staff.tagging.responsesReprocessed')],
];

/** Every counter of the tagging statistics and when they were last updated. */
function TaggingStatsList({ data }: { data: TaggingStats }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {FIELDS.map(([key, label]) => (
        <div key={key}>
          <dt className="text-muted">{label()}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatNumber(Number(data[key] ?? 0))}</dd>
        </div>
      ))}
      <div>
        <dt className="text-muted">{t('staff.tagging.lastUpdated')}</dt>
        <dd className="font-semibold">{data.lastUpdated ? formatTime(data.lastUpdated) : '—'}</dd>
      </div>
    </dl>
  );
}

/** The collapsible "Automatic tagging" section; its statistics load only while it is open. */
export function TaggingStatsBox() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
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
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-start font-bold hover:bg-surface-2 focus-visible:outline-offset-[-2px]"
        >
          {t('staff.tagging.title')}
          <ChevronDown
            className={cn('h-5 w-5 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      {open && (
        <div id={`${id}-body`} className="space-y-4 border-t border-line px-4 py-4">
          {isPending ? (
            <p className="text-sm text-muted">{t('ui.loading')}</p>
          ) : error || !data ? (
            <p className="text-sm text-muted">{t('staff.tagging.unavailable')}</p>
          ) : (
            <TaggingStatsList data={data} />
          )}
          <ReprocessActions
            reprocess={reprocess}
            confirming={confirming}
            setConfirming={setConfirming}
          />
        </div>
      )}
    </section>
  );
}
