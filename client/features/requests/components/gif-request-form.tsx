/**
 * GIF request form (spec 000 §2 "New request", §5): pick a GIF from the search grid, see it as the
 * selected preview (with "Change GIF" back to the grid), an optional caption ≤ 240, "Add Genre
 * Preferences" and POST REQUEST. Without a GIF: "No GIF selected".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Gif } from '@common/schemas';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast-store';
import { GifSearch } from '../../gifs';
import { SelectedGif } from '../../gifs';
import {
  RequestFormShell,
  useRequestForm,
  type RequestFormProps,
  type RequestTextBox,
} from './request-form-shell';

/** The caption box, in the page's language (read at render time, after the catalogue loaded). */
const captionBox = (): RequestTextBox => ({
  label: t('newRequest.caption'),
  placeholder: t('newRequest.captionPlaceholder'),
  counterTestId: 'caption-counter',
});

export interface GifRequestFormProps extends RequestFormProps {
  /** The chosen GIF, kept in the page's draft. */
  gif: Gif | null;
  onGifChange: (gif: Gif | null) => void;
}

/** The GIF tab: a GIF from the search grid and an optional caption. */
export function GifRequestForm({ gif, onGifChange: setGif, ...props }: GifRequestFormProps) {
  const [searchText, setSearchText] = useState('');
  const { text: caption, isPending, send, shell } = useRequestForm(props);
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
      toast({
        title: t('newRequest.noGif'),
        description: t('newRequest.noGifText'),
        variant: 'destructive',
      });
      return;
    }
    await send(
      (userId) => ({ userId, type: 'gif', gifUrl: gif.url, content: caption.trim() || undefined }),
      () => setGif(null),
    );
  }

  return (
    <RequestFormShell {...shell} onSubmit={onSubmit} textBox={captionBox()}>
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
    </RequestFormShell>
  );
}
