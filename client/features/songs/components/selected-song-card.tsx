/**
 * The chosen song (spec 000 §2 "New request", SONG tab): the
 * player's play/pause button for a preview, thumbnail, title and artist, and a clear button.
 */
import type { Ref } from 'react';
import { X } from 'lucide-react';
import type { SongData } from '@common/schemas';
import { songTitle } from '@common/song-display';
import { SongRow } from '../../../components/ui/song-row';
import { PlaySongButton } from '../../player';
import { t } from '../../../lib/i18n';

export interface SelectedSongCardProps {
  song: SongData;
  onClear: () => void;
  disabled?: boolean;
  /** The card, focusable (tabIndex -1) so focus can land on it after picking. */
  ref?: Ref<HTMLDivElement>;
}

export function SelectedSongCard({ song, onClear, disabled, ref }: SelectedSongCardProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="selected-song"
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3"
    >
      <PlaySongButton entry={{ song }} />
      <div className="min-w-0 flex-1">
        <span className="block text-xs font-bold tracking-wider text-muted">
          {t('songSearch.songsLikeThis')}
        </span>
        <SongRow song={song} />
      </div>
      <button
        type="button"
        onClick={onClear}
        disabled={disabled}
        aria-label={t('songSearch.clear', { title: songTitle(song) })}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-50"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
