/**
 * A labelled native <select>: keyboard and screen-reader friendly everywhere, the phone's own
 * picker on touch screens, and themed through `color-scheme`.
 */
import { useId, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange'
> {
  label: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  /** Text of a first, empty option (e.g. "Select a type"); absent means none. */
  placeholder?: string;
}

export function SelectField({
  label,
  options,
  onValueChange,
  hideLabel,
  placeholder,
  className,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-semibold'}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          onChange={(event) => onValueChange(event.target.value)}
          className="h-10 w-full cursor-pointer appearance-none rounded-xl border border-line bg-bg pe-9 ps-3 text-sm text-fg focus:border-accent focus:outline-none focus-visible:outline-2 disabled:cursor-not-allowed disabled:opacity-60"
          {...props}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 end-3 h-4 w-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
