/**
 * "Open in YouTube": the videos of a list of songs (a request's answers, the saved songs)
 * as one anonymous YouTube playlist in a new tab, up to 50. Not shown when no song has a video.
 */
import { ExternalLink } from 'lucide-react';
import type { SongData } from '@common/schemas';
import { cn } from '../../../lib/cn';
import { youtubePlaylistUrl } from '../youtube';
import { t } from '../../../lib/i18n';

export function OpenInYouTubeLink({ songs, className }: { songs: SongData[]; className?: string }) {
  const playlist = youtubePlaylistUrl(songs);
  if (!playlist) return null;
  return (
    <a
      href={playlist.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('player.openInYouTubeLabel', { count: playlist.count })}
      data-testid="open-in-youtube"
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-full border border-line px-4 text-sm font-semibold text-fg transition-colors hover:bg-surface-2',
        className,
      )}
    >
      {t('player.openInYouTube')}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </a>
  );
}
