/**
 * Suggest-a-genre form of the picker (spec 000 §4 "Genre suggestion", §5, §8): idle →
 * submitting → success (server message or "Thanks for the suggestion!", input cleared, back to
 * idle after 2000 ms) or error (server message, else "Failed to suggest genre").
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { LoaderCircle } from 'lucide-react';
import { MAX_SUGGESTED_GENRE_LENGTH, SUGGESTION_RESET_MS } from '@common/constants';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/i18n-errors';
import { useSuggestGenre } from '../api/genres-api';
import { currentLocale, t } from '../../../lib/i18n';

type SuggestState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/**
 * The form's state machine over `useSuggestGenre`: `onSubmit` sends the trimmed name (ignored
 * when empty or already sending), clears it on success, puts the focus back in `inputRef` and
 * returns to idle after SUGGESTION_RESET_MS; typing after an error clears the error.
 */
function useGenreSuggestion(inputRef: RefObject<HTMLInputElement | null>) {
  const [name, setName] = useState('');
  const [state, setState] = useState<SuggestState>({ status: 'idle' });
  const suggest = useSuggestGenre();
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const submitting = state.status === 'submitting';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || submitting) return;
    clearTimeout(resetTimer.current);
    setState({ status: 'submitting' });
    try {
      const answer = await suggest.mutateAsync(trimmed);
      setName('');
      // The server's words are English: another language says thanks in its own.
      const thanks = currentLocale() === 'en' ? answer?.message : undefined;
      setState({ status: 'success', message: thanks || t('genres.suggestThanks') });
      // The cleared input disables the button, which would drop a keyboard user's focus.
      inputRef.current?.focus();
      resetTimer.current = setTimeout(() => setState({ status: 'idle' }), SUGGESTION_RESET_MS);
    } catch (err) {
      setState({ status: 'error', message: errorText(err, 'genres.suggestFailed') });
    }
  }

  function onNameChange(value: string) {
    setName(value);
    if (state.status === 'error') setState({ status: 'idle' });
  }

  return { name, onNameChange, state, submitting, onSubmit };
}

/** The polite success line (always present for screen readers) and the error alert. */
function SuggestStatus({ id, state }: { id: string; state: SuggestState }) {
  return (
    <div id={id}>
      <p
        role="status"
        className={state.status === 'success' ? 'text-sm font-medium text-success' : 'sr-only'}
      >
        {state.status === 'success' ? state.message : ''}
      </p>
      {state.status === 'error' && (
        <p role="alert" className="text-sm font-medium text-danger">
          {state.message}
        </p>
      )}
    </div>
  );
}

export function GenreSuggestForm() {
  const inputRef = useRef<HTMLInputElement>(null);
  const { name, onNameChange, state, submitting, onSubmit } = useGenreSuggestion(inputRef);
  const id = useId();

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-2xl border border-dashed border-line p-4"
    >
      <div>
        <h3 id={`${id}-heading`} className="text-sm font-bold tracking-wide">
          {t('genres.suggestTitle')}
        </h3>
        <p className="text-sm text-muted">{t('genres.suggestText')}</p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-2 sm:flex-row"
        aria-busy={submitting}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('genres.suggestLabel')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          autoComplete="off"
          placeholder={t('genres.suggestPlaceholder')}
          maxLength={MAX_SUGGESTED_GENRE_LENGTH}
          value={name}
          // Read-only rather than disabled while sending, so the focus stays put.
          readOnly={submitting}
          onChange={(e) => onNameChange(e.target.value)}
          aria-describedby={`${id}-status`}
          className={inputClasses}
        />
        <Button type="submit" variant="secondary" className="shrink-0" disabled={!name.trim()}>
          {submitting && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {submitting ? t('genres.suggesting') : t('genres.suggest')}
        </Button>
      </form>
      <SuggestStatus id={`${id}-status`} state={state} />
    </section>
  );
}
