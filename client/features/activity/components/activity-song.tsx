/**
 * The recommended song inside an activity entry: thumbnail with its play/stop button, title,
 * artist, who recommended it (unless `hideResponder`) and their comment.
 */
import type { ResponseSummary } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import { SongThumbnail } from '../../../components/ui/song-thumbnail';
import { PlaySongButton } from '../../player';
import { RecommendedBy } from '../../../components/ui/recommended-by';

export function ActivitySong({ response, viewerId, hideResponder = false }: { response: ResponseSummary; viewerId: number; hideResponder?: boolean }) {
  const responder = response.user;
  return (
    <div className="flex items-start gap-3">
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
        <p className="line-clamp-2 font-semibold break-words">{songTitle(response.songData)}</p>
        <p className="line-clamp-2 text-sm text-muted break-words">{songArtist(response.songData)}</p>
        {!hideResponder && <RecommendedBy responder={responder} viewerId={viewerId} />}
        {response.comment && <p className="mt-1 line-clamp-3 text-sm break-words">&ldquo;{response.comment}&rdquo;</p>}
      </div>
    </div>
  );
}
