/**
 * A staff action's confirmation: a trigger button, then an alert dialog that says
 * what the action does, optionally asks for a reason, shows the server's error and closes itself
 * once the action succeeds.
 */
import { useId, useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialogPanel } from '../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { cn } from '../../../lib/cn';

export interface ConfirmActionDialogProps {
  trigger: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** With a label, a required reason field (its longest length is `reasonMax`). */
  reasonLabel?: string;
  reasonMax?: number;
  /** Runs the action; resolves when it succeeded (the dialog then closes), rejects with the error to show. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * The dialog's state: open, the reason draft, pending and the last error. `confirm` runs the
 * action with the trimmed reason and, once it succeeds, closes and clears the reason; closing
 * clears the error.
 */
function useConfirmAction(onConfirm: (reason: string) => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirm = () => {
    setPending(true);
    setError(null);
    onConfirm(reason.trim())
      .then(() => {
        setOpen(false);
        setReason('');
      })
      .catch(setError)
      .finally(() => setPending(false));
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  return { open, onOpenChange, reason, setReason, pending, error, confirm };
}

/** The labelled reason box. */
function ReasonField({
  id,
  label,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  max: number | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="mt-4 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        className={cn(inputClasses, 'min-h-20')}
        maxLength={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function ConfirmActionDialog({
  trigger,
  triggerVariant = 'outline',
  title,
  description,
  confirmLabel,
  reasonLabel,
  reasonMax,
  onConfirm,
}: ConfirmActionDialogProps) {
  const { open, onOpenChange, reason, setReason, pending, error, confirm } =
    useConfirmAction(onConfirm);
  const reasonId = useId();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant={triggerVariant} size="sm">
          {trigger}
        </Button>
      </AlertDialog.Trigger>
      <ConfirmDialogPanel
        title={title}
        description={description}
        error={error !== null ? errorText(error, 'controls.error') : null}
        cancelLabel={t('controls.cancel')}
        confirmLabel={pending ? t('controls.working') : confirmLabel}
        confirmDisabled={pending || (!!reasonLabel && !reason.trim())}
        onConfirm={confirm}
      >
        {reasonLabel && (
          <ReasonField
            id={reasonId}
            label={reasonLabel}
            max={reasonMax}
            value={reason}
            onChange={setReason}
          />
        )}
      </ConfirmDialogPanel>
    </AlertDialog.Root>
  );
}
