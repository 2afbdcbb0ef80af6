/** Edit form of a response: title, artist and genres (spec 001 "Responses tab" Edit; §5 rules). */
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { GenreEditor } from './genre-editor';
import { t } from '../../../lib/i18n';
import { SaveCancel } from './review-parts';

/** What the editor hands back: the title and artist as typed, the picked genre ids. */
export interface ResponseDraft {
  title: string;
  artist: string;
  genreIds: number[];
}

/**
 * Saves a response's edited title, artist and genres as a manual fix, then calls `onDone`. The fix
 * belongs to quality-review (its route writes the Fixed history); the /processing page hands it to
 * this feature's lists, which never import quality-review.
 */
export interface ResponseEditSaver {
  save: (responseId: number, draft: ResponseDraft, onDone: () => void) => void;
  /** True while a save is in flight. */
  pending: boolean;
}

/** The inline form: Title, Artist, the genre editor, Save ("Saving..." while pending) and Cancel. */
export function ResponseEditor({
  initial,
  pending,
  onSave,
  onCancel,
}: {
  initial: ResponseDraft;
  pending: boolean;
  onSave: (draft: ResponseDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 space-y-3 rounded-xl border border-line bg-surface-2/40 p-3"
    >
      <TextField
        label={t('staff.review.title')}
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        maxLength={300}
      />
      <TextField
        label={t('staff.review.artist')}
        value={draft.artist}
        onChange={(e) => setDraft({ ...draft, artist: e.target.value })}
        maxLength={300}
      />
      <GenreEditor
        selected={draft.genreIds}
        onChange={(genreIds) => setDraft({ ...draft, genreIds })}
      />
      <SaveCancel pending={pending} onCancel={onCancel} />
    </form>
  );
}
