/** Title, artist and responder of the current track (spec 000 §4 "Player"). */
import type { SongData } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import type { PlayerContext } from '../player-state';
import { PreviewNote } from './preview-note';
import { tParts } from '../../../lib/i18n-parts';

/** `preview`: the track plays as its 30-second preview, which the info then says, with the link to the full song. */
export function PlayerInfo({
  track,
  context,
  compact,
  preview = false,
}: {
  track: SongData;
  context: PlayerContext | null;
  compact: boolean;
  preview?: boolean;
}) {
  const responder = context?.responderName?.trim();
  return (
    <div className="min-w-0 self-center [grid-area:info]" data-testid="player-info">
      <p
        className="truncate text-sm font-bold leading-snug sm:text-base"
        data-testid="player-title"
      >
        {songTitle(track)}
      </p>
      <p className="truncate text-xs text-muted sm:text-sm" data-testid="player-artist">
        {songArtist(track)}
      </p>
      {!compact && responder && (
        <p className="truncate text-xs text-muted" data-testid="player-responder">
          {tParts('player.recommendedBy', {
            name: (
              <span dir="auto" className="font-semibold text-fg">
                {responder}
              </span>
            ),
          })}
        </p>
      )}
      {preview && <PreviewNote track={track} compact={compact} />}
    </div>
  );
}
