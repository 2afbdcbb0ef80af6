/**
 * TEXT request form (spec 000 §2 "New request", §5): text area with an x/240 counter that turns red
 * and bold at 240, "Add Genre Preferences", POST REQUEST (POSTING... while sending), the spec's
 * toasts, back to / on success.
 */
import { useId, useState, type FormEvent } from 'react';
import { MAX_TEXT_LENGTH } from '@common/constants';
import type { GenreRef } from '@common/schemas';
import { MESSAGES, validateTextRequest } from '@common/validation';
import { CharCounter } from '../../../components/ui/char-counter';
import { toast } from '../../../lib/toast-store';
import { AUTH_ERROR, useSubmitRequest } from '../api/use-submit-request';
import { GenrePreferences } from './genre-preferences';
import { SubmitRequestButton } from './submit-button';

export interface RequestFormProps {
  /** Genres chosen with "Add Genre Preferences", shared by the three tabs. */
  genres: readonly GenreRef[];
  onGenresChange: (genres: GenreRef[]) => void;
}

export function TextRequestForm({ genres, onGenresChange }: RequestFormProps) {
  const [content, setContent] = useState('');
  const { submit, isPending, user } = useSubmitRequest();
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      toast({ ...AUTH_ERROR, variant: 'destructive' });
      return;
    }
    const problem = validateTextRequest(content);
    if (problem) {
      toast({ title: problem === MESSAGES.emptyRequest ? MESSAGES.emptyRequestTitle : 'Submission failed', description: problem, variant: 'destructive' });
      return;
    }
    await submit(
      (userId) => ({ userId, type: 'text', content: content.trim() }),
      genres,
      () => {
        setContent('');
        onGenresChange([]);
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor={id} className="sr-only">
          Your request
        </label>
        <textarea
          id={id}
          value={content}
          onChange={(e) => setContent(e.target.value.slice(0, MAX_TEXT_LENGTH))}
          maxLength={MAX_TEXT_LENGTH}
          rows={6}
          placeholder="What are you in the mood for? e.g. Songs for a late-night drive through the rain"
          aria-describedby={`${id}-count`}
          disabled={isPending}
          className="w-full resize-none rounded-2xl border border-line bg-surface p-4 text-xl leading-snug text-fg placeholder:text-muted focus:border-accent focus:outline-none"
        />
        <CharCounter length={content.length} max={MAX_TEXT_LENGTH} className="mt-1 text-right text-sm" id={`${id}-count`} testId="char-counter" />
      </div>
      <GenrePreferences genres={genres} onChange={onGenresChange} disabled={isPending} />
      <SubmitRequestButton pending={isPending} />
    </form>
  );
}
