/** Labelled input with an optional hint, and a show/hide toggle for passwords. */
import { useId, useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/** The input's own props (`ref` included) go to the input. */
export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
}

export const inputClasses =
  'w-full rounded-xl border border-line bg-bg px-3 py-2.5 text-fg placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 disabled:opacity-60';

export function TextField({ label, hint, type = 'text', className, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="text-xs text-muted">
            {hint}
          </span>
        )}
      </div>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-describedby={hintId}
          className={cn(inputClasses, isPassword && 'pe-11')}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? t('ui.hidePassword') : t('ui.showPassword')}
            aria-pressed={revealed}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-xl text-muted hover:text-fg"
          >
            {revealed ? (
              <EyeOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Eye className="h-4 w-4" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
    </div>
  );
}
