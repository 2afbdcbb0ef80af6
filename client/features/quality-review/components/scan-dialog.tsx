/**
 * "Run New Quality Review Scan?" (spec 001): names the real number of responses a scan reviews and
 * an estimate from the measured throughput of earlier scans (instead of the spec's fixed 1791 / 70 s).
 */
import { Dialog } from 'radix-ui';
import type { QualityReviewResultsPage } from '@common/processing';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogPanel } from '../../../components/ui/dialog';
import { formatEstimate } from '../lib/fixes';
import { t } from '../../../lib/i18n';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="w-[min(30rem,calc(100vw-2rem))] sm:p-6">
        <Dialog.Title className="text-lg font-bold">{t('staff.scan.title')}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-muted">
          {count === undefined
            ? t('staff.scan.body')
            : t('staff.scan.bodyCount', {
                count,
                reviewer: nextScan?.reviewer === 'llm' ? 'llm' : 'offline',
                estimate: formatEstimate(nextScan!.estimatedSeconds),
              })}
        </Dialog.Description>
        <DialogActions className="mt-5">
          <Button onClick={onRun} disabled={scanning}>
            {scanning ? t('staff.scan.scanning') : t('staff.scan.run')}
          </Button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
