/**
 * GIF request form (spec 000 §2 "New request", §5): pick a GIF from the search grid, see it as the
 * selected preview (with "Change GIF" back to the grid), an optional caption ≤ 240, "Add Genre
 * Preferences" and POST REQUEST. Without a GIF: "No GIF selected".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Gif } from '@common/schemas';
import { toast } from '../../../lib/toast-store';
import { GifSearch } from '../../gifs';
import { SelectedGif } from '../../gifs';
import { useSubmitRequest } from '../api/use-submit-request';
import { GenrePreferences } from './genre-preferences';
import { LimitedTextarea } from './limited-textarea';
import { SubmitRequestButton } from './submit-button';
import type { RequestFormProps } from './text-request-form';

export function GifRequestForm({ genres, onGenresChange }: RequestFormProps) {
  const [gif, setGif] = useState<Gif | null>(null);
  const [caption, setCaption] = useState('');
  const [searchText, setSearchText] = useState('');
  const { submit, isPending } = useSubmitRequest();
  const previewRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Where focus goes after the grid and the preview swap places (the old element is gone).
  const [focusTarget, setFocusTarget] = useState<'preview' | 'search' | null>(null);

  useEffect(() => {
    if (focusTarget === 'preview') previewRef.current?.focus();
    if (focusTarget === 'search') searchRef.current?.focus();
  }, [focusTarget, gif]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!gif) {
      toast({ title: 'No GIF selected', description: 'Please select a GIF for your request.', variant: 'destructive' });
      return;
    }
    await submit(
      (userId) => ({ userId, type: 'gif', gifUrl: gif.url, content: caption.trim() || undefined }),
      genres,
      () => {
        setGif(null);
        setCaption('');
        onGenresChange([]);
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {gif ? (
        <SelectedGif
          ref={previewRef}
          gif={gif}
          disabled={isPending}
          onChange={() => {
            setGif(null);
            setFocusTarget('search');
          }}
        />
      ) : (
        <GifSearch
          inputRef={searchRef}
          text={searchText}
          onTextChange={setSearchText}
          disabled={isPending}
          onSelect={(picked) => {
            setGif(picked);
            setFocusTarget('preview');
          }}
        />
      )}
      <LimitedTextarea
        label="Caption (optional)"
        value={caption}
        onChange={setCaption}
        placeholder="Say what you're after, e.g. songs that feel like this"
        disabled={isPending}
        counterTestId="caption-counter"
      />
      <GenrePreferences genres={genres} onChange={onGenresChange} disabled={isPending} />
      <SubmitRequestButton pending={isPending} />
    </form>
  );
}
