/**
 * What the TEXT, GIF and SONG request forms share (spec 000 §2 "New request"): the capped text box
 * (request text, caption or note), "Add Genre Preferences" and POST REQUEST under whatever the tab
 * picks, and a submit that empties the text and the genres once the request is created. The text
 * and genres live in the page's draft (`lib/request-draft.ts`), so switching tabs keeps them.
 */
import type { FormEvent, ReactNode } from 'react';
import type { CreateRequestBody, GenreRef } from '@common/schemas';
import {
  LimitedTextarea,
  type LimitedTextareaProps,
} from '../../../components/ui/limited-textarea';
import { useSubmitRequest } from '../api/use-submit-request';
import { GenrePreferences } from './genre-preferences';
import { SubmitRequestButton } from './submit-button';
import { FormError } from '../../../components/ui/form-error';

export interface RequestFormProps {
  /** Genres chosen with "Add Genre Preferences", shared by the three tabs. */
  genres: readonly GenreRef[];
  onGenresChange: (genres: GenreRef[]) => void;
  /** This tab's text (request, caption or note), kept in the draft. */
  text: string;
  onTextChange: (text: string) => void;
}

/** A form's text box: its label, placeholder, look and counter id (the shell fills in the value). */
export type RequestTextBox = Omit<LimitedTextareaProps, 'value' | 'onChange' | 'disabled'>;

/**
 * A request form's text and submit. `send(build, resetPick)` creates the request built from the
 * member's id and, on success, empties the text and the genres and calls `resetPick` (the GIF or
 * song). `shell` is what `RequestFormShell` needs besides `onSubmit` and `textBox`.
 */
export function useRequestForm({ genres, onGenresChange, text, onTextChange }: RequestFormProps) {
  const { submit, isPending, user, refusal } = useSubmitRequest();
  const send = (build: (userId: number) => CreateRequestBody, resetPick?: () => void) =>
    submit(build, genres, () => {
      resetPick?.();
      onTextChange('');
      onGenresChange([]);
    });
  const shell = { pending: isPending, refusal, genres, onGenresChange, text, onTextChange };
  return { text, isPending, user, send, shell };
}

export interface RequestFormShellProps extends RequestFormProps {
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  /** The server's words when it refused the request for the account's state (decision 049). */
  refusal?: string | null;
  textBox: RequestTextBox;
  /** The tab's picker above the text box (the GIF grid or song search), if any. */
  children?: ReactNode;
}

/** The form: `children`, the text box, the genre preferences and POST REQUEST, all disabled while `pending`. */
export function RequestFormShell({
  onSubmit,
  pending,
  refusal = null,
  genres,
  onGenresChange,
  textBox,
  text,
  onTextChange,
  children,
}: RequestFormShellProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {children}
      <LimitedTextarea {...textBox} value={text} onChange={onTextChange} disabled={pending} />
      <GenrePreferences genres={genres} onChange={onGenresChange} disabled={pending} />
      <FormError message={refusal} />
      <SubmitRequestButton pending={pending} />
    </form>
  );
}
