/**
 * /requests/{id} (spec 000 §2 "Request detail"): the request card (collapsible, expanded by
 * default, with its upvote), the recommendation form (opened by ?openForm=true) and the Responses
 * section. Request and responses refresh every 30 s. Close goes back to the feed: one step back in
 * history when the page was reached inside the app (the feed restores its scroll position itself),
 * else to /.
 */
import { remoteServerOf } from '@common/remote-handles';
import { useId, useState } from 'react';
import { ChevronDown, MessageCircle, X } from 'lucide-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { RequestItem } from '@common/schemas';
import { relativeTime } from '@common/relative-time';
import { isHiddenGenreName } from '@common/text';
import { Avatar } from '../../components/ui/avatar';
import { SongRow } from '../../components/ui/song-row';
import { PageSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../features/auth/api/session';
import { PlaySongButton } from '../../features/player/components/play-buttons';
import { RequestUpvoteButton } from '../../features/upvotes';
import { FollowButton } from '../../features/notifications';
import { useRequest } from '../../features/requests/api/requests-api';
import { ShareRequestButton } from '../../features/requests/components/share-request-button';
import { RecommendationForm } from '../../features/responses/components/recommendation-form';
import { ResponseList } from '../../features/responses/components/response-list';
import { NotFoundPage } from '../not-found-page';
import { ErrorState } from '../../components/ui/error-state';
import { MemberProfileName } from '../../components/ui/member-name';
import { DeleteRequestButton, EditRequestButton, ReportButton } from '../../features/moderation';
import { LinkedText } from '../../components/ui/linked-text';

/**
 * Type size of an expanded request by its length: a short question reads as a headline,
 * a long one as text, so a 240-character request does not push the answers below a phone's fold.
 */
export function requestTextSize(text: string): string {
  if (text.length <= 60) return 'text-2xl';
  if (text.length <= 140) return 'text-xl';
  return 'text-lg';
}

function RequestDetailHeader({
  request: r,
  isOwn,
  expanded,
  onToggle,
  bodyId,
}: {
  request: RequestItem;
  isOwn: boolean;
  expanded: boolean;
  onToggle: () => void;
  bodyId: string;
}) {
  return (
    <header className="flex items-center gap-2 text-sm">
      <Avatar user={r.user} size="sm" />
      <MemberProfileName user={r.user} isSelf={isOwn} />
      <span className="shrink-0 text-muted" suppressHydrationWarning>
        · {relativeTime(r.createdAt)}
      </span>
      {r.editedAt ? <span className="shrink-0 text-muted">{t('card.edited')}</span> : null}
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        aria-label={t('request.details')}
        title={expanded ? t('request.collapse') : t('request.expand')}
        onClick={onToggle}
        className="ml-auto inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('h-5 w-5 transition-transform', expanded && 'rotate-180')}
        />
      </button>
    </header>
  );
}

/** The GIF or "songs like this" song, the text and the genres; collapsed, only the clamped text. */
function RequestDetailBody({ request: r, expanded }: { request: RequestItem; expanded: boolean }) {
  const genres = r.genres.filter((g) => !isHiddenGenreName(g.name));
  return (
    <>
      {expanded && r.type === 'gif' && r.gifUrl && (
        <img
          src={r.gifUrl}
          alt={r.content ? t('card.gifAlt', { text: r.content }) : t('card.gifRequest')}
          fetchPriority="high"
          className="mt-4 max-h-[28rem] w-full rounded-2xl object-contain bg-surface-2"
        />
      )}
      {expanded && r.type === 'slts' && (
        <div className="mt-4 rounded-2xl bg-surface-2 p-3">
          <p className="mb-2 text-xs font-bold tracking-wider text-muted">
            {t('card.songsLikeThis')}
          </p>
          <div className="flex items-center justify-between gap-3">
            <SongRow song={r.songData} />
            {r.songData && <PlaySongButton entry={{ song: r.songData, requestId: r.id }} />}
          </div>
        </div>
      )}
      {r.content && (
        <p
          dir="auto"
          className={cn(
            'mt-4 leading-snug font-semibold break-words whitespace-pre-line',
            expanded ? requestTextSize(r.content) : 'line-clamp-2 text-lg',
          )}
        >
          <LinkedText text={r.content} />
        </p>
      )}
      {!r.content && !expanded && (
        <p className="mt-3 text-sm text-muted">
          {r.type === 'gif' ? t('card.gifRequest') : t('card.songsLikeThisRequest')}
        </p>
      )}
      {expanded && genres.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('card.genres')}>
          {genres.map((g) => (
            <li
              key={g.id}
              className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-fg"
            >
              {g.name}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Upvote, response count, follow, share, and edit/delete (own) or report (others'). */
function RequestDetailActions({ request: r, isOwn }: { request: RequestItem; isOwn: boolean }) {
  const navigate = useNavigate();
  return (
    <footer className="mt-4 flex flex-wrap items-center gap-3">
      <RequestUpvoteButton request={r} />
      <span className="inline-flex items-center gap-1.5 text-sm text-muted">
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        {t('card.responses', { count: r.responses })}
      </span>
      <span className="flex-1" />
      <FollowButton requestId={r.id} />
      <ShareRequestButton requestId={r.id} text={r.content} />
      {isOwn && <EditRequestButton request={r} />}
      {isOwn ? (
        <DeleteRequestButton
          requestId={r.id}
          responses={r.responses}
          onDeleted={() => navigate('/')}
        />
      ) : (
        <ReportButton
          targetType="request"
          targetId={r.id}
          remoteServer={remoteServerOf(r.user.slug)}
        />
      )}
    </footer>
  );
}

/** The request itself; collapsing hides the media and genres and clamps the text to two lines. */
function RequestDetailCard({ request: r }: { request: RequestItem }) {
  const [expanded, setExpanded] = useState(true);
  const { user } = useSession();
  const bodyId = useId();
  const isOwn = user?.id === r.user.id;
  return (
    <article
      aria-labelledby="request-title"
      data-testid="request-detail"
      className={cn(
        'rounded-3xl p-[2px]',
        isOwn ? 'bg-gradient-to-br from-violet-500 via-fuchsia-500 to-amber-400' : 'bg-line',
      )}
    >
      <div className="rounded-[22px] bg-surface p-5">
        {r.hidden && (
          <p className="mb-2 text-xs font-bold tracking-wider text-danger uppercase">
            {t('common.hiddenFromMembers')}
          </p>
        )}
        <RequestDetailHeader
          request={r}
          isOwn={isOwn}
          expanded={expanded}
          onToggle={() => setExpanded((e) => !e)}
          bodyId={bodyId}
        />
        <h1 id="request-title" className="sr-only">
          {t('card.by', { name: r.user.displayName })}
        </h1>
        <div id={bodyId}>
          <RequestDetailBody request={r} expanded={expanded} />
        </div>
        <RequestDetailActions request={r} isOwn={isOwn} />
      </div>
    </article>
  );
}

export function RequestDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // react-router gives the first entry of a browsing session the key 'default': anything else was
  // reached by navigating inside the app, so going back lands on the feed (or wherever we came from).
  const cameFromApp = useLocation().key !== 'default';
  const request = useRequest(id);
  const validId = Number.isInteger(id) && id > 0;
  const notFound = !validId || (isApiError(request.error, 'not_found') && !request.data);
  useDocumentTitle(
    notFound ? null : request.data?.content ? request.data.content.slice(0, 60) : t('card.request'),
  );

  if (!validId) return <NotFoundPage />;
  if (request.isPending) return <PageSpinner label={t('shell.loading')} />;
  if (request.isError && !request.data) {
    if (isApiError(request.error, 'not_found')) return <NotFoundPage />;
    return <ErrorState message={t('request.loadFailed')} onRetry={() => void request.refetch()} />;
  }

  return (
    // Phone to laptop: one column. From 1280 px (xl): the request and the form on the left,
    // the answers on the right, so the width is used and the answers start above the fold.
    <div className="mx-auto max-w-2xl space-y-6 xl:grid xl:max-w-6xl xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:items-start xl:gap-x-8 xl:space-y-0">
      <div className="flex justify-end xl:col-span-2 xl:mb-2">
        <button
          type="button"
          onClick={() => (cameFromApp ? navigate(-1) : navigate('/'))}
          aria-label={t('common.close')}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div className="space-y-6">
        <RequestDetailCard request={request.data} />
        <RecommendationForm
          key={id}
          requestId={id}
          defaultOpen={search.get('openForm') === 'true'}
        />
      </div>
      <div>
        <ResponseList requestId={id} askerId={request.data.user.id} />
      </div>
    </div>
  );
}
