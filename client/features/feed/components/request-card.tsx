/**
 * A request in the feed (spec 000 §2 "Request card"): author, content by type (text, GIF, or a
 * "songs like this" song that plays on click), genre tags (hidden `__` names skipped; collapsed
 * shows 3 then "+N more"), response count and RECOMMEND. The card opens /requests/{id}; it can be
 * collapsed (expanded by default); the author's own cards get the gradient border; staff see the
 * magic-score debug line; the author's @handle beside their name, "You answered" on
 * requests the viewer has recommended a song for, and an upvote toggle (card-actions.tsx).
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckCircle2, ChevronDown, ChevronUp, MessageCircle } from 'lucide-react';
import type { RequestItem } from '@common/schemas';
import { isHiddenGenreName } from '@common/text';
import { Avatar } from '../../../components/ui/avatar';
import { MemberName } from '../../../components/ui/member-name';
import { Button } from '../../../components/ui/button';
import { SongRow } from '../../../components/ui/song-row';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { localRelativeTime } from '../../../lib/i18n-time';
import { PlaySongButton } from '../../player';
import { saveFeedScroll } from '../lib/scroll-restoration';
import { CardUpvoteButton } from './card-actions';

/** Genres shown on a collapsed card before "+N more" (spec 000 §2). */
export const COLLAPSED_GENRES = 3;

export interface RequestCardProps {
  request: RequestItem;
  isOwn: boolean;
  /** Staff see the magic-score explanation (role from the server). */
  showDebug?: boolean;
}

function MagicDebugLine({ reason }: { reason: NonNullable<RequestItem['magicSortReason']> }) {
  const s = reason.scores;
  return (
    <p
      data-testid="magic-debug"
      className="mt-3 rounded-lg bg-surface-2 px-2 py-1 font-mono text-[11px] leading-snug text-muted"
    >
      {/* Staff-only figures for tuning the score, not product text: not translated. */}
      {`magic ${s.magicScore.toFixed(3)} · ${reason.scoreSource}`}
      {reason.matchedGenres.length > 0 && ` · ${reason.matchedGenres.join(', ')}`}
      {` · g${s.genreScore.toFixed(2)} rq${s.requestGenreScore.toFixed(2)} rs${s.responseGenreScore.toFixed(2)}`}
      {` e${s.engagementScore.toFixed(2)} t${s.timeScore.toFixed(2)}`}
    </p>
  );
}

function RequestCardHeader({
  request,
  expanded,
  onToggle,
}: {
  request: RequestItem;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <header className="flex items-center gap-2 text-sm">
      <Avatar user={request.user} size="xs" />
      <MemberName user={request.user} />
      <span className="shrink-0 text-muted" suppressHydrationWarning>
        · {localRelativeTime(request.createdAt)}
      </span>
      {request.editedAt ? <span className="shrink-0 text-muted">{t('card.edited')}</span> : null}
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-label={expanded ? t('card.collapse') : t('card.expand')}
        className="relative z-10 ms-auto rounded-full p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
      >
        {expanded ? (
          <ChevronUp className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
    </header>
  );
}

/** The GIF of a gif request, or the playable song of a "songs like this" request. */
function RequestMedia({ request }: { request: RequestItem }) {
  if (request.type === 'gif' && request.gifUrl)
    return (
      <img
        src={request.gifUrl}
        alt={request.content ? t('card.gifAlt', { text: request.content }) : t('card.gifRequest')}
        className="mt-3 w-full rounded-xl bg-surface-2"
        loading="lazy"
        decoding="async"
      />
    );
  if (request.type !== 'slts') return null;
  return (
    <div className="relative z-10 mt-3 flex items-center gap-2 rounded-xl bg-surface-2 p-2">
      <div className="min-w-0 flex-1">
        <span className="mb-1 block text-xs font-bold tracking-wider text-muted">
          {t('card.songsLikeThis')}
        </span>
        <SongRow song={request.songData} size="sm" />
      </div>
      {request.songData && (
        <PlaySongButton
          entry={{
            song: request.songData,
            requestId: request.id,
            responderName: request.user.displayName,
          }}
          size="sm"
        />
      )}
    </div>
  );
}

/** The request's text as the link that opens it; its pseudo-element makes the whole card clickable. */
function RequestContentLink({ request, expanded }: { request: RequestItem; expanded: boolean }) {
  return (
    <Link
      to={`/requests/${request.id}`}
      onClick={() => saveFeedScroll()}
      className="mt-3 block rounded-lg after:absolute after:inset-0 after:rounded-[22px] after:content-['']"
    >
      <span className="sr-only">{t('card.open')}</span>
      {request.content ? (
        <span
          dir="auto"
          className={cn(
            'block text-lg leading-snug font-medium break-words whitespace-pre-line',
            !expanded && 'line-clamp-2',
          )}
        >
          {request.content}
        </span>
      ) : (
        <span className="block text-sm text-muted">
          {request.type === 'gif'
            ? t('card.gifRequest')
            : request.type === 'slts'
              ? t('card.songsLikeThisRequest')
              : t('card.request')}
        </span>
      )}
    </Link>
  );
}

/** Visible genre tags; a collapsed card shows COLLAPSED_GENRES of them and "+N more". */
function RequestGenreTags({ request, expanded }: { request: RequestItem; expanded: boolean }) {
  const genres = request.genres.filter((g) => !isHiddenGenreName(g.name));
  if (genres.length === 0) return null;
  const shownGenres = expanded ? genres : genres.slice(0, COLLAPSED_GENRES);
  const hiddenCount = genres.length - shownGenres.length;
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.genres')}>
      {shownGenres.map((g) => (
        <li
          key={g.id}
          className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-fg"
        >
          {g.name}
        </li>
      ))}
      {hiddenCount > 0 && (
        <li className="rounded-full px-1.5 py-0.5 text-xs font-semibold text-muted">
          {t('card.moreGenres', { count: hiddenCount })}
        </li>
      )}
    </ul>
  );
}

/** Response count, "You answered", the upvote toggle and RECOMMEND (opens the request with its form). */
function RequestCardFooter({ request }: { request: RequestItem }) {
  const navigate = useNavigate();
  return (
    // A container: in a narrow card (a phone, or three columns beside the rail) the icon gives way
    // so that the count stays on one line beside the buttons.
    <footer className="@container relative z-10 mt-4 flex items-center justify-between gap-2">
      <span className="inline-flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <MessageCircle className="h-4 w-4 @max-xs:hidden" aria-hidden="true" />
          {t('card.responses', { count: request.responses })}
        </span>
        {request.userHasResponded && (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-soft-fg"
            data-testid="you-answered"
          >
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
            {t('card.youAnswered')}
          </span>
        )}
      </span>
      <span className="flex shrink-0 items-center gap-2">
        <CardUpvoteButton request={request} />
        <Button
          size="sm"
          onClick={() => {
            saveFeedScroll();
            navigate(`/requests/${request.id}?openForm=true`);
          }}
          aria-label={t('card.recommendFor', { name: request.user.displayName })}
        >
          {t('card.recommend')}
        </Button>
      </span>
    </footer>
  );
}

export function RequestCard({ request, isOwn, showDebug = false }: RequestCardProps) {
  const [expanded, setExpanded] = useState(true);
  return (
    <article
      aria-label={t('card.by', { name: request.user.displayName })}
      data-testid="request-card"
      data-request-id={request.id}
      className={cn(
        'rounded-3xl p-[2px]',
        isOwn ? 'bg-gradient-to-br from-violet-500 via-fuchsia-500 to-amber-400' : 'bg-line',
      )}
    >
      <div className="relative rounded-[22px] bg-surface p-4">
        <RequestCardHeader
          request={request}
          expanded={expanded}
          onToggle={() => setExpanded((e) => !e)}
        />
        {expanded && <RequestMedia request={request} />}
        <RequestContentLink request={request} expanded={expanded} />
        <RequestGenreTags request={request} expanded={expanded} />
        {showDebug && request.magicSortReason && (
          <MagicDebugLine reason={request.magicSortReason} />
        )}
        <RequestCardFooter request={request} />
      </div>
    </article>
  );
}
