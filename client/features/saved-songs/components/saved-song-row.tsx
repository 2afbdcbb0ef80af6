/**
 * One saved song (spec 000 §2 "Saved-song card"): the thumbnail plays or stops it, title, artist,
 * who recommended it and their comment, and a remove button.
 */
import { Trash2 } from 'lucide-react';
import type { SavedSongEntry } from '@common/schemas';
import { songTitle } from '@common/song-display';
import { RecommendedSong } from '../../player';
import { t } from '../../../lib/i18n';

export interface SavedSongRowProps {
  entry: SavedSongEntry;
  /** The signed-in member: their own name is not a link. */
  viewerId: number;
  onRemove: (savedId: number) => void;
  removing?: boolean;
}

export function SavedSongRow({ entry, viewerId, onRemove, removing = false }: SavedSongRowProps) {
  const { response } = entry;
  const title = songTitle(response.songData);
  return (
    <div className="flex items-center gap-3 px-4 py-3" data-testid="saved-song">
      <RecommendedSong response={response} viewerId={viewerId} />
      <button
        type="button"
        onClick={() => onRemove(entry.savedId)}
        disabled={removing}
        aria-label={t('saved.removeOne', { title })}
        title={t('saved.removeTitle')}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
