/**
 * @mention suggestions for a text box (decision 045), as an ARIA 1.2 combobox: typing `@` and two
 * letters lists matching members (the thread's people first, then followed members, then
 * everyone) in a listbox under the box; ArrowDown/ArrowUp move through it, Enter or Tab choose,
 * Escape closes it. It wraps the caller's textarea through a render prop, so the box keeps its own
 * look and handlers: the caller spreads `fieldProps` on it and passes its own `onKeyDown` here.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@common/schemas/users';
import { mentionSuggestionsQuery } from '../../../lib/queries/members';
import { t } from '../../../lib/i18n';
import { typedMention, withMention, type TypedMention } from '../lib/mention-query';

/** What the wrapped textarea must carry (spread them on it). */
export interface MentionFieldProps {
  ref: RefObject<HTMLTextAreaElement | null>;
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onChange: (event: { target: HTMLTextAreaElement }) => void;
  onSelect: (event: { currentTarget: HTMLTextAreaElement }) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface MentionComboboxProps {
  value: string;
  onChange: (value: string) => void;
  /** The request whose thread's people are suggested first. */
  requestId?: number;
  /** The box's own key handling, run for keys the suggestions do not take. */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** The box's ref, when the caller needs it too (e.g. to focus it). */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  children: (fieldProps: MentionFieldProps) => ReactNode;
}

/** Waits this long after the last keystroke before asking the server (ms). */
const DEBOUNCE_MS = 150;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The suggestions under the box; an option is chosen on mousedown, so the box keeps its focus. */
function MentionListbox(props: {
  id: string;
  open: boolean;
  options: PublicUser[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
}) {
  const { id, open, options, active, optionId, onChoose } = props;
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('reply.mentionList')}
      hidden={!open}
      className="absolute start-0 end-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-line bg-bg p-1 shadow-lg"
    >
      {open &&
        options.map((member, index) => (
          <li
            key={member.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(index);
            }}
            className={`flex cursor-pointer items-baseline gap-2 rounded-lg px-3 py-2 text-sm ${
              index === active ? 'bg-accent-soft text-accent-soft-fg' : 'text-fg'
            }`}
          >
            <span className="font-semibold">{member.displayName}</span>
            <span className={index === active ? '' : 'text-muted'}>@{member.slug}</span>
          </li>
        ))}
    </ul>
  );
}

/** The typed mention, the server's suggestions for it, and which one is active. */
function useMentionState(requestId: number | undefined) {
  const [mention, setMention] = useState<TypedMention | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const prefix = useDebounced(mention?.query.toLowerCase() ?? '', DEBOUNCE_MS);
  const suggestions = useQuery({
    ...mentionSuggestionsQuery(prefix, requestId ?? null),
    enabled: prefix.length > 0 && mention !== null,
  });
  const options = mention && prefix ? (suggestions.data?.data ?? []) : [];
  const open = options.length > 0 && dismissed !== mention?.start;
  const track = (text: string, caret: number) => {
    const next = typedMention(text, caret);
    setMention(next);
    // A changed query starts at the first suggestion and reopens a list Escape closed.
    if (next?.start !== mention?.start || next?.query !== mention?.query) {
      setActive(0);
      setDismissed(null);
    }
  };
  return {
    mention,
    options,
    open,
    active: Math.min(active, Math.max(options.length - 1, 0)),
    track,
    close: () => setMention(null),
    dismiss: () => setDismissed(mention?.start ?? null),
    move: (step: number) => setActive((i) => (i + step + options.length) % options.length),
  };
}

export function MentionCombobox({
  value,
  onChange,
  requestId,
  onKeyDown,
  inputRef,
  children,
}: MentionComboboxProps) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  const listId = useId();
  const state = useMentionState(requestId);
  const { mention, options, open, active } = state;
  const optionId = (index: number) => `${listId}-option-${index}`;
  // The caret goes after a chosen mention as soon as React has written the new text, before
  // the next key press can land: a later frame would move it under the member's typing.
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null) return;
    pendingCaret.current = null;
    ref.current?.focus();
    ref.current?.setSelectionRange(caret, caret);
  }, [value, ref]);

  const choose = (index: number) => {
    const member = options[index];
    if (!mention || !member) return;
    const next = withMention(value, mention, member.slug);
    pendingCaret.current = next.caret;
    onChange(next.text);
    state.close();
  };

  const handleKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const choosing =
      (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab';
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      state.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (open && choosing) {
      event.preventDefault();
      choose(active);
    } else if (open && event.key === 'Escape') {
      // Closes the list only: the box's own Escape (cancel) waits for the next press.
      event.preventDefault();
      state.dismiss();
    } else onKeyDown?.(event);
  };

  const fieldProps: MentionFieldProps = {
    ref,
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open ? optionId(active) : undefined,
    onChange: ({ target }) => {
      onChange(target.value);
      state.track(target.value, target.selectionStart ?? target.value.length);
    },
    onSelect: ({ currentTarget: box }) =>
      state.track(box.value, box.selectionStart ?? box.value.length),
    onKeyDown: handleKey,
    onBlur: state.close,
  };

  return (
    <div className="relative">
      {children(fieldProps)}
      <MentionListbox
        id={listId}
        open={open}
        options={options}
        active={active}
        optionId={optionId}
        onChoose={choose}
      />
    </div>
  );
}
