/**
 * The "…" menu of secondary actions on a card or profile (Report and Block live here, as
 * members know it from other apps): a Radix DropdownMenu, so arrows, Home/End, typeahead, Enter and
 * Escape work and focus returns to the button. Not modal, like the avatar menu: a modal menu hides
 * the page with aria-hidden while its controls stay focusable. An item that opens a dialog sets
 * the dialog's state in its `onSelect`; the dialog lives outside the menu, which unmounts on close.
 */
import type { ReactNode, Ref } from 'react';
import { DropdownMenu } from 'radix-ui';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';
import { t } from '../../lib/i18n';

/**
 * The menu: `label` names its button ("More actions for …"); `children` are OverflowMenuItems;
 * `ref` reaches the button (a dialog opened from the menu gives the focus back to it).
 */
export function OverflowMenu({
  label,
  children,
  className,
  ref,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={ref}
        aria-label={label}
        title={t('ui.moreActions')}
        className={buttonClasses('ghost', 'sm', cn('w-8 px-0', className))}
      >
        <MoreHorizontal className="h-5 w-5" strokeWidth={3} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-xl"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One action of the menu; `onSelect` runs it (the menu then closes). */
export function OverflowMenuItem({
  icon: Icon,
  children,
  onSelect,
  disabled,
}: {
  icon: LucideIcon;
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Item
      disabled={disabled}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2 data-[highlighted]:text-fg"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </DropdownMenu.Item>
  );
}

/** A line between groups of items. */
export function OverflowMenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-line" />;
}
