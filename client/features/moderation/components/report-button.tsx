/**
 * "Report" on someone else's request, answer or profile: a dialog with the reason (a
 * radio group) and an optional note, then "Report sent" or the server's message (e.g. already
 * reported) in the dialog. `ReportButton` opens it from a button (a request's page);
 * `ReportDialog` is the dialog alone, opened from the "…" menu of answers and profiles.
 */
import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Flag } from 'lucide-react';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@common/moderation-text';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogPanel } from '../../../components/ui/dialog';
import { LimitedTextarea } from '../../../components/ui/limited-textarea';
import { errorText } from '../../../lib/i18n-errors';
import { reasonLabel } from '../../../lib/i18n-labels';
import { toast } from '../../../lib/toast-store';
import { useReport } from '../api/reports-api';
import { t } from '../../../lib/i18n';

/** The words for what is reported: "Report this {request, recommendation, member or reply}". */
export function reportTitle(targetType: ReportTargetType): string {
  return t('report.title', { what: targetType });
}

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one of its own (Dialog.Trigger). */
  trigger?: ReactNode;
  /** Where focus goes when it closes without a trigger (the "…" menu's button). */
  onCloseAutoFocus?: (event: Event) => void;
  /** The server of the reported member or content when it is another one (decision 058). */
  remoteServer?: string | null;
}

/** The reasons as a radio group under "Why?". */
function ReasonFieldset({
  reason,
  onChange,
}: {
  reason: ReportReason | null;
  onChange: (reason: ReportReason) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('report.why')}</legend>
      <div className="space-y-1">
        {REPORT_REASONS.map((r) => (
          <label
            key={r}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-surface-2"
          >
            <input
              type="radio"
              name="reason"
              value={r}
              checked={reason === r}
              onChange={() => onChange(r)}
              className="accent-[var(--accent)]"
            />
            <span className="text-sm">{reasonLabel(r)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The dialog's draft (reason, note) and its send: `submit` reports with the trimmed note (none
 * when blank), toasts "Report sent" and closes; `onOpenChange` clears the draft and the error on
 * every close.
 */
function useReportForm(
  targetType: ReportTargetType,
  targetId: number,
  setOpen: (open: boolean) => void,
) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [forward, setForward] = useState(false);
  const report = useReport();

  function submit() {
    if (!reason) return;
    report.mutate(
      {
        targetType,
        targetId,
        reason,
        note: note.trim() || undefined,
        forward: forward || undefined,
      },
      {
        onSuccess: () => {
          toast({
            title: t('report.sent'),
            description: t('report.sentText'),
            variant: 'success',
          });
          onOpenChange(false);
        },
      },
    );
  }

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      report.reset();
      setReason(null);
      setNote('');
      setForward(false);
    }
  };

  return { reason, setReason, note, setNote, forward, setForward, report, onOpenChange, submit };
}

/** The report dialog; its state resets each time it closes. */
export function ReportDialog({
  targetType,
  targetId,
  open,
  onOpenChange: setOpen,
  trigger,
  onCloseAutoFocus,
  remoteServer,
}: ReportDialogProps) {
  const { reason, setReason, note, setNote, forward, setForward, report, onOpenChange, submit } =
    useReportForm(targetType, targetId, setOpen);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <DialogPanel
        className="max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md overflow-y-auto"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Title className="text-lg font-bold">{reportTitle(targetType)}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">
          {t('report.description')}
        </Dialog.Description>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <ReasonFieldset reason={reason} onChange={setReason} />
          <LimitedTextarea
            label={t('report.note')}
            optional
            look="inset"
            counter={false}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={setNote}
          />
          {remoteServer && (
            <label className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={forward}
                onChange={(e) => setForward(e.target.checked)}
                className="mt-0.5 accent-[var(--accent)]"
              />
              <span>{t('report.forward', { server: remoteServer })}</span>
            </label>
          )}
          {report.isError && (
            <p role="alert" className="text-sm font-semibold text-danger">
              {errorText(report.error, 'report.failed')}
            </p>
          )}
          <DialogActions cancelVariant="secondary">
            <Button type="submit" disabled={!reason || report.isPending}>
              {report.isPending ? t('report.sending') : t('report.send')}
            </Button>
          </DialogActions>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}

/** "Report" as a button of its own, with its dialog (a request's page). */
export function ReportButton({
  targetType,
  targetId,
  remoteServer,
}: {
  targetType: ReportTargetType;
  targetId: number;
  remoteServer?: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ReportDialog
      targetType={targetType}
      targetId={targetId}
      remoteServer={remoteServer}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={reportTitle(targetType)}>
          <Flag className="h-4 w-4" aria-hidden="true" />
          {t('report.button')}
        </Button>
      }
    />
  );
}
