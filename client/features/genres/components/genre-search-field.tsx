/** The genre picker's search box with a clear button (spec 000 §2). */
import { useId, type Ref } from 'react';
import { Search, X } from 'lucide-react';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

export interface GenreSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Clears the text; the field keeps the focus. */
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function GenreSearchField({ value, onChange, onClear, inputRef }: GenreSearchFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-bold tracking-wide">
        Search genres
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. jazz, música, k-pop"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(inputClasses, 'pl-9', value && 'pr-11')}
        />
        {value && (
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
    </div>
  );
}
