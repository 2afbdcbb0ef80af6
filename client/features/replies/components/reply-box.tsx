/**
 * The text box of a reply: labelled, with an x/500 counter that counts characters as
 * the server does (code points, so an emoji counts once), and Ctrl/⌘+Enter to send.
 */
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { REPLY_MAX_LENGTH, replyLength } from '@common/replies-text';
import { Button } from '../../../components/ui/button';
import { CharCounter } from '../../../components/ui/char-counter';
import { WriteStatus } from '../../../components/ui/write-status';
import type { WriteState } from '../../../lib/write-queue';
import { t } from '../../../lib/i18n';
import { MentionCombobox } from './mention-combobox';

export interface ReplyBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  /** The server's message after a failed send. */
  error?: string | null;
  /** The send's state (decision 044): offline with Cancel, or failed with Retry; replaces `error`. */
  write?: WriteState;
  onCancel?: () => void;
  /** Puts the caret in the box when it appears (after the member pressed Reply or Edit). */
  focusOnMount?: boolean;
  /** The request of the thread, whose people @mention suggestions list first. */
  requestId?: number;
}

/** Cuts `text` to REPLY_MAX_LENGTH code points (never through a surrogate pair). */
function capped(text: string): string {
  return replyLength(text) > REPLY_MAX_LENGTH
    ? [...text].slice(0, REPLY_MAX_LENGTH).join('')
    : text;
}

export function ReplyBox({
  label,
  value,
  onChange,
  onSubmit,
  submitLabel,
  pending,
  error,
  write,
  onCancel,
  focusOnMount,
  requestId,
}: ReplyBoxProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) box.current?.focus();
    // Only when the box appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const length = replyLength(value);
  const empty = value.trim().length === 0;
  const busy = pending || write?.phase === 'queued';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!empty && !busy) onSubmit();
  };
  return (
    <form onSubmit={submit} className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <MentionCombobox
        value={value}
        onChange={(text) => onChange(capped(text))}
        requestId={requestId}
        inputRef={box}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
      >
        {(mention) => (
          <textarea
            id={id}
            dir="auto"
            rows={2}
            value={value}
            {...mention}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            placeholder={t('reply.placeholder')}
            className="w-full resize-y rounded-xl border border-line bg-bg p-3 text-fg placeholder:text-muted focus:border-accent focus:outline-none"
          />
        )}
      </MentionCombobox>
      {write && <WriteStatus state={write} onRetry={() => !empty && onSubmit()} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <ReplyBoxActions
        counterId={`${id}-count`}
        length={length}
        onCancel={onCancel}
        sendDisabled={empty || busy}
        sendLabel={pending ? t('reply.sending') : submitLabel}
      />
    </form>
  );
}

/** The reply box's last row: the character counter, Cancel (when offered) and the send button. */
function ReplyBoxActions(props: {
  counterId: string;
  length: number;
  onCancel?: () => void;
  sendDisabled: boolean;
  sendLabel: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <CharCounter
        id={props.counterId}
        length={props.length}
        max={REPLY_MAX_LENGTH}
        className="flex-1 text-xs"
      />
      {props.onCancel && (
        <Button variant="ghost" size="sm" onClick={props.onCancel}>
          {t('reply.cancel')}
        </Button>
      )}
      <Button type="submit" size="sm" disabled={props.sendDisabled}>
        {props.sendLabel}
      </Button>
    </div>
  );
}
