/** The "Keyboard shortcuts" dialog that "?" opens: each key and what it does. */
import { Dialog } from 'radix-ui';
import { DialogPanel, DialogTitleBar } from '../../../components/ui/dialog';
import { PLAYER_SHORTCUTS } from '../keyboard-shortcuts';

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
        <DialogTitleBar
          title="Keyboard shortcuts"
          description="They work when no field or button has focus."
        />
        <dl className="mt-4 divide-y divide-line">
          {PLAYER_SHORTCUTS.map(({ keys, label }) => (
            <div key={keys} className="flex items-center justify-between gap-4 py-2">
              <dt>
                <kbd className="inline-block min-w-8 rounded-md border border-line bg-surface-2 px-2 py-0.5 text-center font-mono text-sm">
                  {keys}
                </kbd>
              </dt>
              <dd className="text-sm">{label}</dd>
            </div>
          ))}
        </dl>
      </DialogPanel>
    </Dialog.Root>
  );
}
