/**
 * A labelled search box: a magnifier inside the box's left edge and, when it can be cleared, an X
 * at its right edge. Renders the label and the box side by side, so the caller's wrapper spaces them.
 */
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { inputClasses } from './text-field';
import { t } from '../../lib/i18n';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  label: string;
  /** The label's look (default a bold line above the box; `sr-only` hides it). */
  labelClassName?: string;
  value: string;
  /** Shows a "Clear search" button while there is text; the caller empties it (and may move the focus). */
  onClear?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box of the feed, genre, GIF and song searches; `id` (optional) lets the caller point at the box. */
export function SearchInput({
  label,
  labelClassName = 'mb-1.5 block text-sm font-semibold',
  value,
  onClear,
  inputRef,
  id,
  className,
  ...props
}: SearchInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const clearable = !!onClear && value !== '';
  return (
    <>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 start-3 h-4 w-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={inputId}
          dir="auto"
          value={value}
          className={cn(inputClasses, 'ps-9', clearable && 'pe-11', className)}
          {...props}
        />
        {clearable && (
          <button
            type="button"
            onClick={onClear}
            aria-label={t('ui.clearSearch')}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-xl text-muted hover:text-fg"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </>
  );
}
