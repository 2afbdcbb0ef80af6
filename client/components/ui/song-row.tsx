/** Thumbnail, title and artist of a song on one line. */
import type { SongData } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import { SongThumbnail } from './song-thumbnail';

export function SongRow({
  song,
  size = 'md',
}: {
  song: SongData | null | undefined;
  size?: 'sm' | 'md';
}) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <SongThumbnail song={song} className={size === 'sm' ? 'h-10 w-14' : 'h-14 w-20'} />
      <span className="min-w-0">
        <span className="block truncate font-semibold">{songTitle(song)}</span>
        <span className="block truncate text-sm text-muted">{songArtist(song)}</span>
      </span>
    </span>
  );
}
