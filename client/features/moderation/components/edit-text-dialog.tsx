/**
 * "Edit" for the author within 15 minutes of posting: a dialog with the text, a
 * character count, Save and Cancel; the server's message (e.g. the window has passed) shows in it.
 */
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogPanel } from '../../../components/ui/dialog';
import { LimitedTextarea } from '../../../components/ui/limited-textarea';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';

export interface EditTextDialogProps {
  /** The trigger's accessible name and the dialog's title, e.g. "Edit your request". */
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  /** Empty text allowed (an optional comment) or not (a text request). */
  required: boolean;
  save: (text: string | null) => Promise<unknown>;
}

export function EditTextDialog({
  title,
  label,
  initial,
  maxLength,
  required,
  save,
}: EditTextDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setText(initial);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={title}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {/* The icon alone on a phone, so an answer's actions keep one line (decision 044). */}
          <span className="max-sm:sr-only">{t('common.edit')}</span>
        </Button>
      </Dialog.Trigger>
      <DialogPanel className="w-[calc(100vw-2rem)] max-w-md">
        <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">
          {t('mod.editWindow')}
        </Dialog.Description>
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setSaving(true);
            save(trimmed || null)
              .then(() => {
                toast({ title: t('mod.saved'), variant: 'success' });
                setOpen(false);
              })
              .catch((err: unknown) => setError(errorText(err, 'mod.saveFailed')))
              .finally(() => setSaving(false));
          }}
        >
          <LimitedTextarea
            label={label}
            look="inset"
            rows={4}
            maxLength={maxLength}
            value={text}
            onChange={setText}
          />
          {error && (
            <p role="alert" className="text-sm font-semibold text-danger">
              {error}
            </p>
          )}
          <DialogActions cancelVariant="secondary">
            <Button
              type="submit"
              disabled={saving || (required && !trimmed) || trimmed === initial.trim()}
            >
              {saving ? t('mod.saving') : t('common.save')}
            </Button>
          </DialogActions>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
