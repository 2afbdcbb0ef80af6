/**
 * One saved song (spec 000 §2 "Saved-song card"): the thumbnail plays or stops it, title, artist,
 * who recommended it and their comment, and a remove button.
 */
import { Trash2 } from 'lucide-react';
import type { SavedSongEntry } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import { SongThumbnail } from '../../../components/ui/song-thumbnail';
import { PlaySongButton } from '../../player';
import { RecommendedBy } from '../../../components/ui/recommended-by';

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
  const responder = response.user;
  return (
    <div className="flex items-center gap-3 px-4 py-3" data-testid="saved-song">
      <div className="relative shrink-0">
        <SongThumbnail song={response.songData} className="h-14 w-20 sm:h-16 sm:w-24" />
        <PlaySongButton
          size="sm"
          entry={{
            song: response.songData,
            responseId: response.id,
            requestId: response.requestId,
            responderName: responder.displayName,
            comment: response.comment,
          }}
          className="absolute inset-0 m-auto shadow-md ring-2 ring-surface"
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-semibold break-words">{title}</p>
        <p className="line-clamp-2 text-sm text-muted break-words">{songArtist(response.songData)}</p>
        <RecommendedBy responder={responder} viewerId={viewerId} />
        {response.comment && <p className="mt-1 line-clamp-2 text-sm break-words">{response.comment}</p>}
      </div>
      <button
        type="button"
        onClick={() => onRemove(entry.savedId)}
        disabled={removing}
        aria-label={`Remove ${title} from saved`}
        title="Remove from saved"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
