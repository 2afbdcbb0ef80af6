/**
 * The author's "Delete" button and its confirmation, for a request or an answer: the
 * dialog names what goes with it, shows the delete's error (the server's message) and closes only
 * by Cancel or by the caller once the delete succeeds.
 */
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialogPanel } from '../../../components/ui/confirm-dialog';
import { t, type MessageId } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';

export interface ConfirmDeleteDialogProps {
  /** The trigger's accessible name where "Delete" alone would not say what goes. */
  triggerLabel?: string;
  triggerClassName?: string;
  title: string;
  description: ReactNode;
  /** The confirm button's text, e.g. "Delete request" ("Deleting…" while pending). */
  confirmLabel: string;
  /** The delete mutation: its pending state disables the confirm button, its error shows in the dialog. */
  mutation: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** The catalogue key of the error text when the server gives none. */
  errorFallback: MessageId;
  onConfirm: () => void;
}

/** A ghost "Delete" trigger and the alert dialog that confirms it; closing the dialog clears the mutation's error. */
export function ConfirmDeleteDialog({
  triggerLabel,
  triggerClassName,
  title,
  description,
  confirmLabel,
  mutation,
  errorFallback,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog.Root onOpenChange={(open) => !open && mutation.reset()}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={triggerLabel} className={triggerClassName}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {/* The icon alone on a phone, so an answer's actions keep one line (decision 044). */}
          <span className="max-sm:sr-only">{t('common.delete')}</span>
        </Button>
      </AlertDialog.Trigger>
      <ConfirmDialogPanel
        title={title}
        description={description}
        error={mutation.isError ? errorText(mutation.error, errorFallback) : null}
        cancelLabel={t('common.cancel')}
        confirmLabel={mutation.isPending ? t('mod.deleting') : confirmLabel}
        confirmDisabled={mutation.isPending}
        onConfirm={onConfirm}
      />
    </AlertDialog.Root>
  );
}
