/**
 * The processing dashboard at /processing (spec 001 "Processing dashboard", §4, §5, §7, §8, §9):
 * header with Run New Scan and Refresh, the automatic tagging box, the Requests and Responses
 * cards, the Requests / Responses / Fixed tabs, the YouTube Compilations Detected card and the
 * scan dialog. One item is edited at a time. Render it for staff only (app/pages/processing-page.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { Tabs } from 'radix-ui';
import { RefreshCw } from 'lucide-react';
import type { QualityReviewResult } from '@common/processing';
import { Button } from '../../../components/ui/button';
import { TabList, underlineTabClasses } from '../../../components/ui/tab-list';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  PROCESSING_PAGE_SIZE,
  useDashboardStats,
  useFixedResponses,
  useNoGenreRequests,
  useQualityReviewResults,
  useRefreshProcessing,
  useStartScan,
} from '../api/processing-api';
import { FixedTab } from './fixed-tab';
import { RequestsTab } from './requests-tab';
import { ResponsesTab } from './responses-tab';
import { ScanDialog } from './scan-dialog';
import { Badge, Card, Pager, VideoLink, type EditKey } from './shared';
import { TaggingStatsBox } from './tagging-stats-box';

/** Spec 001 §9: green highlight after a save, scan-complete toast. */
const HIGHLIGHT_MS = 3_000;
const SCAN_COMPLETE_TOAST_MS = 10_000;

export function ProcessingDashboard() {
  useDocumentTitle('Processing');
  const [editing, setEditing] = useState<EditKey>(null);
  const [tab, setTab] = useState('requests');
  const [pages, setPages] = useState({
    requests: 1,
    results: 1,
    noGenreResponses: 1,
    fixed: 1,
    compilations: 1,
  });
  const setPage = (key: keyof typeof pages) => (page: number) =>
    setPages((p) => ({ ...p, [key]: page }));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [scanRunId, setScanRunId] = useState<number | null>(null);
  const [saved, setSaved] = useState<Map<number, QualityReviewResult>>(new Map());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const stats = useDashboardStats();
  const noGenreRequests = useNoGenreRequests(pages.requests);
  const fixed = useFixedResponses(pages.fixed);
  const results = useQualityReviewResults('issues', pages.results, scanRunId !== null);
  const compilations = useQualityReviewResults('compilations', pages.compilations);
  const refresh = useRefreshProcessing();
  const startScan = useStartScan();
  const scanning = scanRunId !== null || !!results.data?.running;

  // A scan we started is over when the server no longer reports a running one.
  useEffect(() => {
    const data = results.data;
    if (scanRunId === null || !data || data.running || results.isFetching) return;
    if (data.run?.id === scanRunId) {
      toast({
        title: 'Quality Review Complete',
        description: `${data.run.totalReviewed.toLocaleString()} responses reviewed, ${data.run.issuesFound.toLocaleString()} with potential issues.`,
        variant: 'success',
        duration: SCAN_COMPLETE_TOAST_MS,
      });
      void refresh();
    } else {
      toast({
        title: 'Error',
        description: 'Failed to run quality review',
        variant: 'destructive',
      });
    }
    // Ends the scan's UI state once the polled results say the run finished (an outside event).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setScanRunId(null);
    setDialogOpen(false);
  }, [results.data, results.isFetching, scanRunId, refresh]);

  function runScan() {
    startScan.mutate(undefined, {
      onSuccess: ({ run }) => setScanRunId(run.id),
      onError: (err) => {
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to run quality review'),
          variant: 'destructive',
        });
        setDialogOpen(false);
      },
    });
  }

  function onSaved(result: QualityReviewResult) {
    setSaved((m) => new Map(m).set(result.id, result));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setSaved((m) => {
        const next = new Map(m);
        next.delete(result.id);
        return next;
      });
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  }

  const edit = { editing, setEditing };
  const issuesCount = results.data?.counts.issues;
  const requestsCount = noGenreRequests.data?.total ?? stats.data?.requests.noGenreDetected;
  const tabs = [
    { value: 'requests', label: `Requests (${requestsCount ?? 0})` },
    { value: 'responses', label: `Responses (${issuesCount ?? 0})` },
    { value: 'fixed', label: `Fixed (${fixed.data?.total ?? 0})` },
  ];

  return (
    <div className="space-y-5 pb-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Processing Dashboard
          </h1>
          <p className="mt-1 text-sm text-muted">
            Monitor genre detection and manually assign genres
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialogOpen(true)} disabled={scanning}>
            {scanning ? 'Scanning...' : 'Run New Scan'}
          </Button>
          <Button variant="outline" onClick={() => void refresh()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </header>

      <TaggingStatsBox />

      <div className="grid gap-3 sm:grid-cols-2">
        <StatsCard
          title="Requests"
          rows={[
            ['Unprocessed', stats.data?.requests.unprocessed, true],
            ['No Genre Detected', stats.data?.requests.noGenreDetected, false],
          ]}
          processing={stats.data?.requests.processing}
        />
        <StatsCard
          title="Responses"
          rows={[
            ['Unprocessed', stats.data?.responses.unprocessed, true],
            ['Potential Issues', issuesCount, false],
          ]}
          processing={stats.data?.responses.processing}
        />
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(v) => {
          setTab(v);
          setEditing(null);
        }}
      >
        <TabList
          label="Processing"
          tabs={tabs}
          className="flex gap-1 overflow-x-auto border-b border-line"
          triggerClassName={cn('shrink-0', underlineTabClasses)}
        />
        <Tabs.Content value="requests" className="pt-5">
          <RequestsTab {...edit} page={pages.requests} onPage={setPage('requests')} />
        </Tabs.Content>
        <Tabs.Content value="responses" className="pt-5">
          <ResponsesTab
            {...edit}
            data={results.data}
            isPending={results.isPending}
            error={results.error}
            retry={() => void results.refetch()}
            page={pages.results}
            onPage={setPage('results')}
            saved={saved}
            onSaved={onSaved}
            noGenrePage={pages.noGenreResponses}
            onNoGenrePage={setPage('noGenreResponses')}
          />
        </Tabs.Content>
        <Tabs.Content value="fixed" className="pt-5">
          <FixedTab {...edit} page={pages.fixed} onPage={setPage('fixed')} />
        </Tabs.Content>
      </Tabs.Root>

      <section aria-labelledby="compilations-heading" className="space-y-3">
        <h2 id="compilations-heading" className="text-lg font-bold">
          YouTube Compilations Detected
        </h2>
        {compilations.data && compilations.data.results.length > 0 ? (
          <>
            <ul className="space-y-2">
              {compilations.data.results.map((c) => (
                <li key={c.id}>
                  <Card aria-label={`Compilation #${c.responseId}`} className="p-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone="accent">#{c.responseId}</Badge>
                      <span className="font-semibold break-words">{c.title ?? 'Unknown Song'}</span>
                      <span className="text-sm text-muted">{c.artist ?? 'Unknown Artist'}</span>
                    </div>
                    <p className="mt-1 font-mono text-xs text-muted">{c.songId}</p>
                    <ul className="mt-1 list-disc pl-5 text-sm">
                      {c.issues.map((i) => (
                        <li key={i}>{i}</li>
                      ))}
                    </ul>
                    <VideoLink songId={c.songId} />
                  </Card>
                </li>
              ))}
            </ul>
            <Pager
              page={pages.compilations}
              total={compilations.data.total}
              limit={PROCESSING_PAGE_SIZE}
              onPage={setPage('compilations')}
              label="Compilations"
            />
          </>
        ) : (
          <p className="text-sm text-muted">
            {compilations.isPending ? 'Loading...' : 'No compilations detected.'}
          </p>
        )}
      </section>

      <ScanDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        nextScan={results.data?.nextScan}
        scanning={scanning || startScan.isPending}
        onRun={runScan}
      />
    </div>
  );
}

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
