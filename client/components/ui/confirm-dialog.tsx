/**
 * The body of a destructive confirmation (a Radix alert dialog): title, description, any extra
 * fields, the action's error, then Cancel and the red confirm button.
 */
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Button, buttonClasses } from './button';
import { dialogPanelClasses } from './dialog';

/** Goes inside an `AlertDialog.Root` after its trigger; `error` (a sentence) shows as an alert. */
export function ConfirmDialogPanel({
  title,
  description,
  children,
  error,
  cancelLabel,
  confirmLabel,
  confirmDisabled,
  onConfirm,
}: {
  title: string;
  description: ReactNode;
  /** Fields between the description and the error (e.g. a reason box). */
  children?: ReactNode;
  error: string | null;
  cancelLabel: string;
  /** The confirm button's text (the caller swaps in its "…ing" text while pending). */
  confirmLabel: string;
  confirmDisabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <AlertDialog.Content className={cn(dialogPanelClasses, 'w-[calc(100vw-2rem)] max-w-md')}>
        <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-muted">
          {description}
        </AlertDialog.Description>
        {children}
        {error !== null && (
          <p role="alert" className="mt-3 text-sm font-semibold text-danger">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <AlertDialog.Cancel className={buttonClasses('secondary', 'md')}>
            {cancelLabel}
          </AlertDialog.Cancel>
          <Button variant="danger" disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
