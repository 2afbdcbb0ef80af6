/**
 * The request a saved song or an activity entry belongs to, as a compact link to /requests/{id}:
 * a GIF or song thumbnail when the request has one, the author, the text and the number of recs.
 */
import { Link } from 'react-router';
import { ChevronRight, MessageSquareQuote } from 'lucide-react';
import type { RequestSummary } from '@common/schemas';
import { songTitle } from '@common/song-display';
import { SongThumbnail } from '../../../components/ui/song-thumbnail';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/** The words a request is known by: its text, else what kind of request it is. */
export function requestLabel(
  request: Pick<RequestSummary, 'type' | 'content' | 'songData'>,
): string {
  if (request.content?.trim()) return request.content.trim();
  if (request.type === 'gif') return t('saved.gifRequest');
  if (request.type === 'slts') return t('saved.songsLike', { title: songTitle(request.songData) });
  return t('saved.request');
}

export function RequestSummaryLink({
  request,
  viewerId,
  className,
}: {
  request: RequestSummary;
  viewerId: number;
  className?: string;
}) {
  const label = requestLabel(request);
  return (
    <Link
      to={`/requests/${request.id}`}
      className={cn(
        'group flex items-center gap-3 transition-colors hover:bg-surface-2',
        className,
      )}
    >
      {request.type === 'gif' && request.gifUrl ? (
        <img
          src={request.gifUrl}
          alt=""
          loading="lazy"
          className="h-12 w-12 shrink-0 rounded-lg bg-surface-2 object-cover"
        />
      ) : request.type === 'slts' ? (
        <SongThumbnail song={request.songData} className="h-12 w-12" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-soft-fg"
        >
          <MessageSquareQuote className="h-5 w-5" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium text-muted">
          {request.user.id === viewerId
            ? t('saved.youAsked', { count: request.responses })
            : t('saved.asked', { author: request.user.displayName, count: request.responses })}
        </span>
        <span dir="auto" className="line-clamp-2 font-semibold break-words">
          {label}
        </span>
      </span>
      <ChevronRight
        className="h-5 w-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
