/**
 * A labelled text area capped at 240 characters with its x/240 counter, which turns red and bold at
 * the limit (spec 000 §2 "New request", §9). Used for the caption (GIF) and the note (SONG).
 */
import { useId } from 'react';
import { MAX_TEXT_LENGTH } from '@common/constants';
import { CharCounter } from '../../../components/ui/char-counter';

export interface LimitedTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  rows?: number;
  /** data-testid of the counter. */
  counterTestId?: string;
}

export function LimitedTextarea({ label, value, onChange, placeholder, disabled, rows = 3, counterTestId }: LimitedTextareaProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, MAX_TEXT_LENGTH))}
        maxLength={MAX_TEXT_LENGTH}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        disabled={disabled}
        className="w-full resize-none rounded-2xl border border-line bg-surface p-3 text-base leading-snug text-fg placeholder:text-muted focus:border-accent focus:outline-none disabled:opacity-60"
      />
      <CharCounter length={value.length} max={MAX_TEXT_LENGTH} className="mt-1 text-right text-sm" id={`${id}-count`} testId={counterTestId} />
    </div>
  );
}
