/**
 * The Requests and Responses cards of the /processing screen (spec 001 §3 "Processing stats"):
 * unprocessed and no-genre counts, the potential issues of the last quality review (handed in by
 * the page), and whether the detector is running.
 */
import type { ProcessingDashboardStats } from '@common/processing';
import { Badge, Card } from '../../../components/ui/review-card';
import { formatNumber, t } from '../../../lib/i18n';

/** One card: labelled counts (`destructive` ones turn red when not zero) and Running/Idle. */
function StatsCard({
  title,
  rows,
  processing,
}: {
  title: string;
  rows: [string, number | undefined, boolean][];
  processing: boolean | undefined;
}) {
  return (
    <Card aria-label={title}>
      <h2 className="font-bold">{title}</h2>
      <dl className="mt-2 space-y-1.5 text-sm">
        {rows.map(([label, value, destructive]) => (
          <div key={label} className="flex items-center justify-between gap-2">
            <dt className="text-muted">{label}</dt>
            <dd>
              <Badge tone={destructive && value ? 'danger' : 'neutral'}>
                {value === undefined ? '—' : formatNumber(value)}
              </Badge>
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-2">
          <dt className="text-muted">{t('staff.stats.processing')}</dt>
          <dd>
            <Badge tone={processing ? 'success' : 'neutral'}>
              {processing === undefined
                ? '—'
                : processing
                  ? t('staff.stats.running')
                  : t('staff.stats.idle')}
            </Badge>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Both cards side by side; "—" for any number not loaded yet. */
export function StatsCards({
  stats,
  issuesCount,
}: {
  stats: ProcessingDashboardStats | undefined;
  issuesCount: number | undefined;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <StatsCard
        title={t('staff.stats.requests')}
        rows={[
          [t('staff.stats.unprocessed'), stats?.requests.unprocessed, true],
          [t('staff.stats.noGenre'), stats?.requests.noGenreDetected, false],
        ]}
        processing={stats?.requests.processing}
      />
      <StatsCard
        title={t('staff.stats.responses')}
        rows={[
          [t('staff.stats.unprocessed'), stats?.responses.unprocessed, true],
          [t('staff.stats.potentialIssues'), issuesCount, false],
        ]}
        processing={stats?.responses.processing}
      />
    </div>
  );
}
