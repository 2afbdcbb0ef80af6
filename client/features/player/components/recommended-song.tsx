/**
 * A recommended song as listed in activity and saved songs: the thumbnail with its play/stop
 * button, title, artist, who recommended it (unless `hideResponder`) and their comment — in quotes
 * and up to three lines (`quoteComment`, activity) or plain up to two lines (saved songs).
 */
import type { ResponseSummary } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import { SongThumbnail } from '../../../components/ui/song-thumbnail';
import { RecommendedBy } from '../../../components/ui/recommended-by';
import { PlaySongButton } from './play-buttons';

export interface RecommendedSongProps {
  response: ResponseSummary;
  /** The signed-in member: their own name is not a link. */
  viewerId: number;
  hideResponder?: boolean;
  quoteComment?: boolean;
}

export function RecommendedSong({
  response,
  viewerId,
  hideResponder = false,
  quoteComment = false,
}: RecommendedSongProps) {
  const responder = response.user;
  return (
    <>
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
        <p className="line-clamp-2 text-sm text-muted break-words">
          {songArtist(response.songData)}
        </p>
        {!hideResponder && <RecommendedBy responder={responder} viewerId={viewerId} />}
        {response.comment &&
          (quoteComment ? (
            <p dir="auto" className="mt-1 line-clamp-3 text-sm break-words">
              &ldquo;{response.comment}&rdquo;
            </p>
          ) : (
            <p dir="auto" className="mt-1 line-clamp-2 text-sm break-words">
              {response.comment}
            </p>
          ))}
      </div>
    </>
  );
}
