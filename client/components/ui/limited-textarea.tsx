/**
 * A labelled text area capped at `maxLength` characters with its x/max counter, which turns red and
 * bold at the limit (spec 000 §2 "New request", §9). One box for every capped text the member writes:
 * the request text, a GIF caption or song note, a recommendation's comment, a report's note and the
 * edit dialog's text.
 */
import { useId } from 'react';
import { MAX_TEXT_LENGTH } from '@common/constants';
import { cn } from '../../lib/cn';
import { CharCounter } from './char-counter';

/** `page`: a box of its own on a page; `large`: the page's main text (a TEXT request); `inset`: inside a card or dialog. */
export type LimitedTextareaLook = 'page' | 'large' | 'inset';

const BOX: Record<LimitedTextareaLook, string> = {
  page: 'rounded-2xl bg-surface p-3 text-base leading-snug',
  large: 'rounded-2xl bg-surface p-4 text-xl leading-snug',
  inset: 'rounded-xl bg-bg p-3',
};

export interface LimitedTextareaProps {
  label: string;
  /** Adds a muted "(optional)" to the label. */
  optional?: boolean;
  /** Keeps the label for screen readers only (the placeholder says what to write). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The cap (default the request/comment limit, 240). */
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  rows?: number;
  look?: LimitedTextareaLook;
  /** False hides the x/max counter (the cap still holds). */
  counter?: boolean;
  /** data-testid of the counter. */
  counterTestId?: string;
}

/** The label, the capped text area and (unless `counter` is false) its counter, which describes the box. */
export function LimitedTextarea({
  label,
  optional,
  hideLabel,
  value,
  onChange,
  maxLength = MAX_TEXT_LENGTH,
  placeholder,
  disabled,
  rows = 3,
  look = 'page',
  counter = true,
  counterTestId,
}: LimitedTextareaProps) {
  const id = useId();
  const counterId = `${id}-count`;
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold'}>
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <textarea
        dir="auto"
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
        maxLength={maxLength}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={counter ? counterId : undefined}
        disabled={disabled}
        className={cn(
          'w-full resize-none border border-line text-fg placeholder:text-muted focus:border-accent focus:outline-none disabled:opacity-60',
          BOX[look],
        )}
      />
      {counter && (
        <CharCounter
          length={value.length}
          max={maxLength}
          className={look === 'inset' ? 'mt-1 text-right text-xs' : 'mt-1 text-right text-sm'}
          id={counterId}
          testId={counterTestId}
        />
      )}
    </div>
  );
}
