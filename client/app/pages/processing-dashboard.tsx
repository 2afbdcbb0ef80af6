/**
 * The processing dashboard at /processing (spec 001 "Processing dashboard", §4, §5, §7, §8, §9),
 * composed of the genre-detection and quality-review features (named as the server modules that
 * serve them): header with Run New Scan and Refresh, the automatic tagging box, the Requests and
 * Responses cards, the Requests / Responses / Fixed tabs, the YouTube Compilations Detected card
 * and the scan dialog. One item is edited at a time, across both features' lists. Render it for
 * staff only (processing-page.tsx).
 */
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { RefreshCw } from 'lucide-react';
import type { QualityReviewResult } from '@common/processing';
import { Button } from '../../components/ui/button';
import { TabList, underlineTabClasses } from '../../components/ui/tab-list';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  NoGenreResponses,
  RequestsTab,
  StatsCards,
  TaggingStatsBox,
  useDashboardStats,
  useNoGenreRequests,
  useRefreshProcessing,
  type EditKey,
  type EditState,
} from '../../features/genre-detection';
import {
  CompilationsSection,
  FixedTab,
  FlaggedResponses,
  ScanDialog,
  useFixedResponses,
  useQualityScan,
  useSavedHighlights,
  useSaveManualEdit,
} from '../../features/quality-review';
import { t } from '../../lib/i18n';

/** The page numbers of the dashboard's lists. */
interface Pages {
  requests: number;
  results: number;
  noGenreResponses: number;
  fixed: number;
}

/** Title, subtitle, Run New Scan ("Scanning..." while one runs) and Refresh. */
function DashboardHeader({
  scanning,
  onScan,
  onRefresh,
}: {
  scanning: boolean;
  onScan: () => void;
  onRefresh: () => void;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('staff.processing.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('staff.processing.subtitle')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onScan} disabled={scanning}>
          {scanning ? t('staff.scan.scanning') : t('staff.processing.runScan')}
        </Button>
        <Button variant="outline" onClick={onRefresh}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t('staff.processing.refresh')}
        </Button>
      </div>
    </header>
  );
}

/**
 * The Responses tab: quality review's flagged responses, then genre detection's responses with no
 * genre, whose edits are saved as manual fixes by quality-review.
 */
function ResponsesTab({
  results,
  saved,
  onSaved,
  pages,
  setPage,
  ...edit
}: EditState & {
  results: ReturnType<typeof useQualityScan>['results'];
  saved: Map<number, QualityReviewResult>;
  onSaved: (result: QualityReviewResult) => void;
  pages: Pages;
  setPage: (key: keyof Pages) => (page: number) => void;
}) {
  const saver = useSaveManualEdit();
  return (
    <div className="space-y-6">
      <FlaggedResponses
        {...edit}
        data={results.data}
        isPending={results.isPending}
        error={results.error}
        retry={() => void results.refetch()}
        page={pages.results}
        onPage={setPage('results')}
        saved={saved}
        onSaved={onSaved}
      />
      <NoGenreResponses
        {...edit}
        page={pages.noGenreResponses}
        onPage={setPage('noGenreResponses')}
        saver={saver}
      />
    </div>
  );
}

/** The dashboard: list pages, the open tab and the one edited item live here. */
export function ProcessingDashboard() {
  useDocumentTitle(t('staff.processing.tabs'));
  const [editing, setEditing] = useState<EditKey>(null);
  const [tab, setTab] = useState('requests');
  const [pages, setPages] = useState<Pages>({
    requests: 1,
    results: 1,
    noGenreResponses: 1,
    fixed: 1,
  });
  const setPage = (key: keyof Pages) => (page: number) => setPages((p) => ({ ...p, [key]: page }));
  const stats = useDashboardStats();
  const noGenreRequests = useNoGenreRequests(pages.requests);
  const fixed = useFixedResponses(pages.fixed);
  const scan = useQualityScan(pages.results);
  const refresh = useRefreshProcessing();
  const { saved, onSaved } = useSavedHighlights();

  const edit = { editing, setEditing };
  const issuesCount = scan.results.data?.counts.issues;
  const requestsCount = noGenreRequests.data?.total ?? stats.data?.requests.noGenreDetected;
  const tabs = [
    { value: 'requests', label: t('staff.processing.tab.requests', { count: requestsCount ?? 0 }) },
    { value: 'responses', label: t('staff.processing.tab.responses', { count: issuesCount ?? 0 }) },
    { value: 'fixed', label: t('staff.processing.tab.fixed', { count: fixed.data?.total ?? 0 }) },
  ];

  return (
    <div className="space-y-5 pb-4">
      <DashboardHeader
        scanning={scan.scanning}
        onScan={() => scan.setDialogOpen(true)}
        onRefresh={() => void refresh()}
      />
      <TaggingStatsBox />
      <StatsCards stats={stats.data} issuesCount={issuesCount} />
      <Tabs.Root
        value={tab}
        onValueChange={(v) => {
          setTab(v);
          setEditing(null);
        }}
      >
        <TabList
          label={t('staff.processing.tabs')}
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
            results={scan.results}
            saved={saved}
            onSaved={onSaved}
            pages={pages}
            setPage={setPage}
          />
        </Tabs.Content>
        <Tabs.Content value="fixed" className="pt-5">
          <FixedTab {...edit} page={pages.fixed} onPage={setPage('fixed')} />
        </Tabs.Content>
      </Tabs.Root>
      <CompilationsSection />
      <ScanDialog
        open={scan.dialogOpen}
        onOpenChange={scan.setDialogOpen}
        nextScan={scan.results.data?.nextScan}
        scanning={scan.scanning || scan.starting}
        onRun={scan.runScan}
      />
    </div>
  );
}
