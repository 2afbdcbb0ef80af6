/**
 * SONG ("songs like this") request form (spec 000 §2 "New request", §5): search a song (Enter
 * searches at once), the selected-song card with play-preview and clear, an optional note ≤ 240
 * with the prompt "What kind of similar songs are you looking for?", "Add Genre Preferences" and
 * POST REQUEST. Without a song: "No song selected".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SongData } from '@common/schemas';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast-store';
import { SelectedSongCard } from '../../songs';
import { SongSearch } from '../../songs';
import {
  RequestFormShell,
  useRequestForm,
  type RequestFormProps,
  type RequestTextBox,
} from './request-form-shell';

/** The note box, in the page's language (read at render time, after the catalogue loaded). */
const noteBox = (): RequestTextBox => ({
  label: t('newRequest.songPrompt'),
  placeholder: t('newRequest.notePlaceholder'),
  counterTestId: 'note-counter',
});

export interface SongRequestFormProps extends RequestFormProps {
  /** The chosen song, kept in the page's draft. */
  song: SongData | null;
  onSongChange: (song: SongData | null) => void;
}

/** The SONG tab: a song from the search and an optional note. */
export function SongRequestForm({ song, onSongChange: setSong, ...props }: SongRequestFormProps) {
  const { text: note, isPending, send, shell } = useRequestForm(props);
  const cardRef = useRef<HTMLDivElement>(null);
  const [focusCard, setFocusCard] = useState(false);

  useEffect(() => {
    if (focusCard && song) cardRef.current?.focus();
  }, [focusCard, song]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!song) {
      toast({
        title: t('common.noSongSelected'),
        description: t('newRequest.noSongText'),
        variant: 'destructive',
      });
      return;
    }
    await send(
      (userId) => ({
        userId,
        type: 'slts',
        songId: song.id,
        songData: song,
        content: note.trim() || undefined,
      }),
      () => setSong(null),
    );
  }

  return (
    <RequestFormShell {...shell} onSubmit={onSubmit} textBox={noteBox()}>
      {song ? (
        <SelectedSongCard
          ref={cardRef}
          song={song}
          disabled={isPending}
          onClear={() => {
            setSong(null);
            setFocusCard(false);
          }}
        />
      ) : (
        <SongSearch
          label={t('newRequest.findSong')}
          disabled={isPending}
          // The SONG tab words its failure as spec 000 §8's second variant.
          failure="tracks"
          onSelect={(picked) => {
            setSong(picked);
            setFocusCard(true);
          }}
        />
      )}
    </RequestFormShell>
  );
}
