/**
 * Parts of the app's centred Radix dialogs: the panel (portal, dimmed overlay, bordered card), the
 * title bar with its close button, and the Cancel footer of a dialog's form.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, type ButtonVariant } from './button';
import { t } from '../../lib/i18n';

/** The card of a centred dialog; callers add its width (and `overflow-y-auto` when it may scroll). */
export const dialogPanelClasses =
  'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl';

export interface DialogPanelProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  /** The overlay's dimming (default `bg-black/50`). */
  overlayClassName?: string;
}

/** A dialog's portal, overlay and centred content card; `className` sizes the card, other props go to Dialog.Content. */
export function DialogPanel({
  className,
  overlayClassName = 'bg-black/50',
  children,
  ...props
}: DialogPanelProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={cn('fixed inset-0 z-50', overlayClassName)} />
      <Dialog.Content className={cn(dialogPanelClasses, className)} {...props}>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The X icon button that closes the dialog around it; `label` is its accessible name. */
export function DialogCloseButton({
  label = t('common.close'),
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <Dialog.Close asChild>
      <Button variant="ghost" size="icon" aria-label={label} className={className}>
        <X className="h-5 w-5" aria-hidden="true" />
      </Button>
    </Dialog.Close>
  );
}

/** Title and description on the left, the close button on the right. */
export function DialogTitleBar({
  title,
  description,
}: {
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
      </div>
      <DialogCloseButton className="-mt-1 -me-2 shrink-0" />
    </div>
  );
}

/** A dialog's right-aligned buttons: Cancel (closes the dialog, in `cancelVariant`), then `children`. */
export function DialogActions({
  cancelVariant = 'outline',
  className,
  children,
}: {
  cancelVariant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Dialog.Close asChild>
        <Button variant={cancelVariant}>{t('common.cancel')}</Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
