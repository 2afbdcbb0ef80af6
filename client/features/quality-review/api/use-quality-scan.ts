/**
 * A quality-review scan from the /processing screen (spec 001 §7, §9): the results page it polls,
 * the confirmation dialog's state, starting the run, and the end of a run we started: "Quality
 * Review Complete" for 10 s and a refresh of every list, or the error toast.
 */
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useRefreshProcessing } from '../../genre-detection';
import { useQualityReviewResults, useStartScan } from './quality-review-api';
import { t } from '../../../lib/i18n';

/** Spec 001 §9: how long the scan-complete toast stays. */
const SCAN_COMPLETE_TOAST_MS = 10_000;

/**
 * The issues page `page` of the latest scan (polled while ours runs) and the scan controls:
 * `scanning` while ours or anyone's runs, `starting` while the start request is in flight.
 */
export function useQualityScan(page: number) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [scanRunId, setScanRunId] = useState<number | null>(null);
  const results = useQualityReviewResults('issues', page, scanRunId !== null);
  const refresh = useRefreshProcessing();
  const startScan = useStartScan();
  const scanning = scanRunId !== null || !!results.data?.running;

  // A scan we started is over when the server no longer reports a running one.
  useEffect(() => {
    const data = results.data;
    if (scanRunId === null || !data || data.running || results.isFetching) return;
    if (data.run?.id === scanRunId) {
      toast({
        title: t('staff.scan.complete'),
        description: t('staff.scan.completeText', {
          reviewed: data.run.totalReviewed,
          issues: data.run.issuesFound,
        }),
        variant: 'success',
        duration: SCAN_COMPLETE_TOAST_MS,
      });
      void refresh();
    } else {
      toast({
        title: t('staff.toast.error'),
        description: t('staff.scan.failed'),
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
          title: t('staff.toast.error'),
          description: errorMessage(err, t('staff.scan.failed')),
          variant: 'destructive',
        });
        setDialogOpen(false);
      },
    });
  }

  return {
    results,
    scanning,
    starting: startScan.isPending,
    dialogOpen,
    setDialogOpen,
    runScan,
  };
}
