/**
 * What the player shows beside a song playing as its 30-second preview: that it is a
 * preview, and a link to the full song on its service (`externalUrl`, Apple's store page). Apple's
 * terms for iTunes previews ask for that link next to the sample (docs/decisions/028).
 */
import { ExternalLink } from 'lucide-react';
import type { SongData } from '@common/schemas';
import { songTitle } from '@common/song-display';
import { PREVIEW_SECONDS } from '../preview';
import { t } from '../../../lib/i18n';

/** The service a song's link leads to, by its host (only Apple's hosts are accepted today). */
function serviceOf(url: string): 'apple' | 'other' {
  return /(^|\.)apple\.com$/.test(new URL(url).hostname) ? 'apple' : 'other';
}

export function PreviewNote({ track, compact }: { track: SongData; compact: boolean }) {
  const link = track.externalUrl ?? null;
  return (
    <p
      className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted"
      data-testid="preview-note"
    >
      <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold">
        {compact ? t('player.preview') : t('player.previewSeconds', { seconds: PREVIEW_SECONDS })}
      </span>
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('player.fullSongLabel', {
            service: serviceOf(link),
            title: songTitle(track),
          })}
          className="inline-flex items-center gap-0.5 font-semibold whitespace-nowrap text-fg underline underline-offset-2 hover:text-accent"
        >
          {compact ? t('player.fullSong') : t('player.fullSongOn', { service: serviceOf(link) })}
          <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      )}
    </p>
  );
}
