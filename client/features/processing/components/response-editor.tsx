/** Edit form of a response: title, artist and genres (spec 001 "Responses tab" Edit; §5 rules). */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { GenreEditor } from './genre-editor';

export interface ResponseDraft {
  title: string;
  artist: string;
  genreIds: number[];
}

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
        label="Title"
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        maxLength={300}
      />
      <TextField
        label="Artist"
        value={draft.artist}
        onChange={(e) => setDraft({ ...draft, artist: e.target.value })}
        maxLength={300}
      />
      <GenreEditor
        selected={draft.genreIds}
        onChange={(genreIds) => setDraft({ ...draft, genreIds })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
