/** A spinning ring with an accessible label; `label` is also shown when `showLabel`. */
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export function Spinner({
  label = t('ui.loading'),
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted', className)}>
      <span
        aria-hidden="true"
        className="inline-block h-5 w-5 rounded-full border-2 border-current border-t-transparent"
        style={{ animation: 'spin 0.8s linear infinite' }}
      />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** Full-page centred spinner with its text visible (spec 000 §2: "Loading...", "Redirecting to login..."). */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={label} showLabel />
    </div>
  );
}

/** A section's loading state: the spinner and its visible `label`, centred; `className` sets the padding (default `py-12`). */
export function SectionSpinner({
  label,
  className = 'py-12',
}: {
  label: string;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-center', className)}>
      <Spinner label={label} showLabel />
    </div>
  );
}
