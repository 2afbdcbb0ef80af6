/**
 * A song's thumbnail (lazy; width/height are the 16:9 of YouTube's 320×180 thumbnails, the class
 * sets the shown size), or a tidy gradient placeholder with a note when there is none or it fails
 * to load.
 */
import { useState } from 'react';
import { Music } from 'lucide-react';
import type { SongData } from '@common/schemas';
import { cn } from '../../lib/cn';

export function SongThumbnail({
  song,
  className,
}: {
  song: Pick<SongData, 'thumbnail' | 'albumArt'> | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = song?.thumbnail || song?.albumArt;
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-lg bg-surface-2 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="song-placeholder"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-violet-500 to-pink-500 text-white',
        className,
      )}
    >
      <Music className="h-1/2 w-1/2 max-h-8 max-w-8" />
    </span>
  );
}
