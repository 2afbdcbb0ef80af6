/** The genre picker's search box with a clear button (spec 000 §2). */
import type { Ref } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import { t } from '../../../lib/i18n';

export interface GenreSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Clears the text; the field keeps the focus. */
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function GenreSearchField({ value, onChange, onClear, inputRef }: GenreSearchFieldProps) {
  return (
    <div className="space-y-1.5">
      <SearchInput
        label={t('genres.search')}
        labelClassName="block text-sm font-bold tracking-wide"
        inputRef={inputRef}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('genres.searchPlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onClear={onClear}
      />
    </div>
  );
}
