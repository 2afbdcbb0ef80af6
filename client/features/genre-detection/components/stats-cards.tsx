/**
 * The Requests and Responses cards of the /processing screen (spec 001 §3 "Processing stats"):
 * unprocessed and no-genre counts, the potential issues of the last quality review (handed in by
 * the page), and whether the detector is running.
 */
import type { ProcessingDashboardStats } from '@common/processing';
import { Badge, Card } from '../../../components/ui/review-card';

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
                {value === undefined ? '—' : value.toLocaleString()}
              </Badge>
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-2">
          <dt className="text-muted">Processing</dt>
          <dd>
            <Badge tone={processing ? 'success' : 'neutral'}>
              {processing === undefined ? '—' : processing ? 'Running' : 'Idle'}
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
        title="Requests"
        rows={[
          ['Unprocessed', stats?.requests.unprocessed, true],
          ['No Genre Detected', stats?.requests.noGenreDetected, false],
        ]}
        processing={stats?.requests.processing}
      />
      <StatsCard
        title="Responses"
        rows={[
          ['Unprocessed', stats?.responses.unprocessed, true],
          ['Potential Issues', issuesCount, false],
        ]}
        processing={stats?.responses.processing}
      />
    </div>
  );
}
