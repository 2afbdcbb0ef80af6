/** A text box with a magnifier inside its left edge and, when it can be cleared, an X at its right edge. */
import type { InputHTMLAttributes, Ref } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { inputClasses } from './text-field';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  value: string;
  /** Shows a "Clear search" button while there is text; the caller empties it (and may move the focus). */
  onClear?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box of the feed, genre, GIF and song searches; the label stays with the caller. */
export function SearchInput({ value, onClear, inputRef, className, ...props }: SearchInputProps) {
  const clearable = !!onClear && value !== '';
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input ref={inputRef} value={value} className={cn(inputClasses, 'pl-9', clearable && 'pr-11', className)} {...props} />
      {clearable && (
        <button
          type="button"
          onClick={onClear}
          aria-label="Clear search"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-fg"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
