/**
 * A checklist of notification types, one checkbox each under a legend, used by the in-app
 * notification settings and the push settings alike.
 */
import type { NotificationType } from '@common/notification-text';
import { cn } from '../../../lib/cn';
import { notificationTypeLabel } from '../../../lib/i18n-labels';

/** One checkbox per `preferences` entry; `onToggle` gets the type and its new state. */
export function NotificationTypeChecklist({
  legend,
  preferences,
  onToggle,
  disabled,
  className,
}: {
  legend: string;
  preferences: readonly { type: NotificationType; enabled: boolean }[];
  onToggle: (type: NotificationType, enabled: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn('mt-3', className)}>
      <legend className="text-sm text-muted">{legend}</legend>
      <ul className="mt-2 space-y-1">
        {preferences.map(({ type, enabled }) => (
          <li key={type}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-surface-2">
              <input
                type="checkbox"
                className="h-4 w-4 shrink-0 accent-[var(--color-accent)]"
                checked={enabled}
                disabled={disabled}
                onChange={(e) => onToggle(type, e.target.checked)}
              />
              <span className="text-sm">{notificationTypeLabel(type)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
