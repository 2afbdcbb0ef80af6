/**
 * The one "not playable" state of a song, used wherever a play button would be: a muted
 * "No video" label and a "Search on YouTube" link (the results page for title and artist), instead
 * of a disabled button with a prohibition sign that read as a rendering glitch.
 */
import { ExternalLink, VideoOff } from 'lucide-react';
import type { SongData } from '@common/schemas';
import { songArtist, songTitle } from '@common/song-display';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/** https://www.youtube.com/results?search_query={title artist}. */
export function youtubeSearchUrl(song: Partial<SongData>): string {
  const query = [songTitle(song), songArtist(song)].filter(Boolean).join(' ');
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;
}

export function NotPlayable({ song, className }: { song: SongData; className?: string }) {
  const title = songTitle(song);
  return (
    <span
      className={cn('inline-flex shrink-0 flex-col items-end gap-0.5 text-end', className)}
      data-testid="not-playable"
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
        <VideoOff className="h-3.5 w-3.5" aria-hidden="true" />
        {t('player.noVideo')}
        <span className="sr-only">: {t('player.notPlayable', { title })}</span>
      </span>
      <a
        href={youtubeSearchUrl(song)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('player.searchOnYouTubeFor', { title })}
        onClick={(event) => event.stopPropagation()}
        className="relative z-10 inline-flex items-center gap-0.5 text-xs font-semibold whitespace-nowrap text-fg underline underline-offset-2 hover:text-accent"
      >
        {t('player.searchOnYouTube')}
        <ExternalLink className="h-3 w-3" aria-hidden="true" />
      </a>
    </span>
  );
}
