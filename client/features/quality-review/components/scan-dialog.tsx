/**
 * "Run New Quality Review Scan?" (spec 001): names the real number of responses a scan reviews and
 * an estimate from the measured throughput of earlier scans (instead of the spec's fixed 1791 / 70 s).
 */
import { Dialog } from 'radix-ui';
import type { QualityReviewResultsPage } from '@common/processing';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogPanel } from '../../../components/ui/dialog';
import { formatEstimate } from '../lib/fixes';

export function ScanDialog({
  open,
  onOpenChange,
  nextScan,
  scanning,
  onRun,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nextScan: QualityReviewResultsPage['nextScan'] | undefined;
  scanning: boolean;
  onRun: () => void;
}) {
  const count = nextScan?.responses;
  const how =
    nextScan?.reviewer === 'llm'
      ? 'with an AI model'
      : 'with the offline reviewer (rules and the song catalogue)';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="w-[min(30rem,calc(100vw-2rem))] sm:p-6">
        <Dialog.Title className="text-lg font-bold">Run New Quality Review Scan?</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-muted">
          {count === undefined
            ? 'This scans all responses and replaces the previous results.'
            : `This scans all ${count.toLocaleString()} response${count === 1 ? '' : 's'} ${how}, takes ${formatEstimate(nextScan!.estimatedSeconds)}, and replaces the previous results.`}
        </Dialog.Description>
        <DialogActions className="mt-5">
          <Button onClick={onRun} disabled={scanning}>
            {scanning ? 'Scanning...' : 'Run Scan'}
          </Button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
