/**
 * A labelled text area capped at `maxLength` characters with its x/max counter, which turns red and
 * bold at the limit (spec 000 §2 "New request", §9). One box for every capped text the member writes:
 * the request text, a GIF caption or song note, a recommendation's comment, a report's note and the
 * edit dialog's text.
 *
 * A paste that does not fit is cut honestly (decision 044): the box keeps what fits and says how
 * many characters were cut, and Undo (the message's button, or Ctrl/⌘+Z) puts the text back as it
 * was before the paste, the full pasted text being still on the member's clipboard.
 */
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { MAX_TEXT_LENGTH } from '@common/constants';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { CharCounter } from './char-counter';
import { t } from '../../lib/i18n';

/** The box's text once `text` is pasted over its selection. Pure. */
function pasted(box: HTMLTextAreaElement, text: string): string {
  return box.value.slice(0, box.selectionStart) + text + box.value.slice(box.selectionEnd);
}

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

/**
 * A paste that does not fit: keeps what fits, remembers the text from before it, and undoes to
 * that text (the returned `undo`, or Ctrl/⌘+Z while the notice shows).
 */
function usePasteCut(value: string, onChange: (value: string) => void, maxLength: number) {
  const [cut, setCut] = useState<{ before: string; count: number } | null>(null);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const next = pasted(box, event.clipboardData.getData('text'));
    if (next.length <= maxLength) return setCut(null);
    event.preventDefault();
    setCut({ before: value, count: next.length - maxLength });
    onChange(next.slice(0, maxLength));
  };
  const undo = () => {
    if (!cut) return;
    onChange(cut.before);
    setCut(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (cut && event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      undo();
    }
  };
  return { cut, setCut, undo, onPaste, onKeyDown };
}

/** "This box takes 240 characters: 4,760 characters were cut." with Undo. */
function CutNotice({
  id,
  maxLength,
  count,
  onUndo,
}: {
  id: string;
  maxLength: number;
  count: number;
  onUndo: () => void;
}) {
  return (
    <div
      id={id}
      role="status"
      className="mt-1 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm"
    >
      <p className="flex-1">{t('ui.pasteCut', { max: maxLength, count })}</p>
      <Button type="button" size="sm" variant="outline" onClick={onUndo}>
        {t('ui.undo')}
      </Button>
    </div>
  );
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
  const { cut, setCut, undo, onPaste, onKeyDown } = usePasteCut(value, onChange, maxLength);
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold'}>
        {label}
        {optional && <span className="font-normal text-muted"> {t('ui.optional')}</span>}
      </label>
      <textarea
        dir="auto"
        id={id}
        value={value}
        onChange={(e) => {
          setCut(null); // typed over: the undo would lose what was typed since
          onChange(e.target.value.slice(0, maxLength));
        }}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        maxLength={maxLength}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={
          [counter ? counterId : '', cut ? `${id}-cut` : ''].filter(Boolean).join(' ') || undefined
        }
        disabled={disabled}
        className={cn(
          'w-full resize-none border border-line text-fg placeholder:text-muted focus:border-accent focus:outline-none disabled:opacity-60',
          BOX[look],
        )}
      />
      {cut && <CutNotice id={`${id}-cut`} maxLength={maxLength} count={cut.count} onUndo={undo} />}
      {counter && (
        <CharCounter
          length={value.length}
          max={maxLength}
          className={look === 'inset' ? 'mt-1 text-end text-xs' : 'mt-1 text-end text-sm'}
          id={counterId}
          testId={counterTestId}
        />
      )}
    </div>
  );
}
