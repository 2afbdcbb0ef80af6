/**
 * A request in the feed (spec 000 §2 "Request card"): author, content by type, genre tags (hidden
 * `__` names skipped), response count and RECOMMEND. The whole card opens /requests/{id}; the
 * author's own cards get the gradient border.
 */
import { Link, useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import type { RequestItem } from '@common/schemas';
import { relativeTime } from '@common/relative-time';
import { isHiddenGenreName } from '@common/text';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { SongRow } from '../../../components/ui/song-row';
import { cn } from '../../../lib/cn';

export function RequestCard({ request, isOwn }: { request: RequestItem; isOwn: boolean }) {
  const navigate = useNavigate();
  const genres = request.genres.filter((g) => !isHiddenGenreName(g.name));
  const label = request.content || (request.type === 'gif' ? 'GIF request' : request.type === 'slts' ? 'Songs like this' : 'Request');
  return (
    <article
      aria-label={`Request by ${request.user.displayName}`}
      data-testid="request-card"
      className={cn('rounded-3xl p-[2px]', isOwn ? 'bg-gradient-to-br from-violet-500 via-fuchsia-500 to-amber-400' : 'bg-line')}
    >
      <div className="relative rounded-[22px] bg-surface p-4">
        <header className="flex items-center gap-2 text-sm">
          <Avatar user={request.user} size="xs" />
          <span className="font-semibold">{request.user.displayName}</span>
          <span className="text-muted" aria-label={`posted ${relativeTime(request.createdAt)} ago`}>
            · {relativeTime(request.createdAt)}
          </span>
        </header>
        <Link to={`/requests/${request.id}`} className="mt-3 block rounded-lg after:absolute after:inset-0 after:rounded-[22px] after:content-['']">
          <span className="sr-only">Open request: </span>
          {request.type === 'gif' && request.gifUrl && (
            <img src={request.gifUrl} alt={request.content ? `GIF: ${request.content}` : 'GIF request'} className="mb-2 w-full rounded-xl" loading="lazy" />
          )}
          {request.type === 'slts' && (
            <span className="mb-2 block rounded-xl bg-surface-2 p-2">
              <span className="mb-1 block text-xs font-bold tracking-wider text-muted">SONGS LIKE THIS</span>
              <SongRow song={request.songData} size="sm" />
            </span>
          )}
          {request.content && <span className="block text-lg leading-snug font-medium break-words whitespace-pre-line">{request.content}</span>}
          {!request.content && request.type !== 'text' && <span className="sr-only">{label}</span>}
        </Link>
        {genres.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Genres">
            {genres.map((g) => (
              <li key={g.id} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-fg">
                {g.name}
              </li>
            ))}
          </ul>
        )}
        <footer className="relative z-10 mt-4 flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            {request.responses} {request.responses === 1 ? 'response' : 'responses'}
          </span>
          <Button size="sm" onClick={() => navigate(`/requests/${request.id}?openForm=true`)} aria-label={`Recommend a song for ${request.user.displayName}'s request`}>
            RECOMMEND
          </Button>
        </footer>
      </div>
    </article>
  );
}
