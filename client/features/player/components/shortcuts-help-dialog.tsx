/** The "Keyboard shortcuts" dialog that "?" opens: each key and what it does. */
import { Dialog } from 'radix-ui';
import { DialogPanel, DialogTitleBar } from '../../../components/ui/dialog';
import { PLAYER_SHORTCUTS, type ShortcutAction } from '../keyboard-shortcuts';
import { t } from '../../../lib/i18n';

/** What a shortcut does, in the page's language. */
function shortcutLabel(action: ShortcutAction): string {
  const labels: Record<ShortcutAction, string> = {
    togglePlay: t('shortcuts.togglePlay'),
    next: t('shortcuts.next'),
    previous: t('shortcuts.previous'),
    help: t('shortcuts.help'),
  };
  return labels[action];
}

export function ShortcutsHelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="w-[calc(100vw-2rem)] max-w-sm">
        <DialogTitleBar title={t('shortcuts.title')} description={t('shortcuts.hint')} />
        <dl className="mt-4 divide-y divide-line">
          {PLAYER_SHORTCUTS.map(({ keys, action }) => (
            <div key={keys} className="flex items-center justify-between gap-4 py-2">
              <dt>
                <kbd className="inline-block min-w-8 rounded-md border border-line bg-surface-2 px-2 py-0.5 text-center font-mono text-sm">
                  {keys === 'Space' ? t('shortcuts.space') : keys}
                </kbd>
              </dt>
              <dd className="text-sm">{shortcutLabel(action)}</dd>
            </div>
          ))}
        </dl>
      </DialogPanel>
    </Dialog.Root>
  );
}
