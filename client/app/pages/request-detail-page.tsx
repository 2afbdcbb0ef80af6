/**
 * /requests/{id} (spec 000 §2 "Request detail"): the request, the recommendation form (opened by
 * ?openForm=true) and the Responses section. Close returns to the feed.
 */
import { X } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { relativeTime } from '@common/relative-time';
import { isHiddenGenreName } from '@common/text';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { SongRow } from '../../components/ui/song-row';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequest } from '../../features/requests/api/requests-api';
import { RecommendationForm } from '../../features/responses/components/recommendation-form';
import { ResponseList } from '../../features/responses/components/response-list';
import { NotFoundPage } from '../not-found-page';

export function RequestDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const request = useRequest(id);
  useDocumentTitle(request.data?.content ? request.data.content.slice(0, 60) : 'Request');

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (request.isPending) return <PageSpinner label="Loading..." />;
  if (request.isError) {
    if (request.error instanceof ApiError && request.error.status === 404) return <NotFoundPage />;
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-danger bg-danger-soft p-4 text-center">
        <p className="font-medium text-danger">Failed to load request. Please try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void request.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const r = request.data;
  const genres = r.genres.filter((g) => !isHiddenGenreName(g.name));

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => navigate('/')}
          aria-label="Close"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <article aria-labelledby="request-title" className="rounded-3xl border border-line bg-surface p-5">
        <header className="flex items-center gap-2 text-sm">
          <Avatar user={r.user} size="sm" />
          <span className="font-semibold">{r.user.displayName}</span>
          <span className="text-muted">· {relativeTime(r.createdAt)}</span>
        </header>
        <h1 id="request-title" className="sr-only">
          Request by {r.user.displayName}
        </h1>
        {r.type === 'gif' && r.gifUrl && <img src={r.gifUrl} alt={r.content ? `GIF: ${r.content}` : 'GIF request'} className="mt-4 w-full rounded-2xl" />}
        {r.type === 'slts' && (
          <div className="mt-4 rounded-2xl bg-surface-2 p-3">
            <p className="mb-2 text-xs font-bold tracking-wider text-muted">SONGS LIKE THIS</p>
            <SongRow song={r.songData} />
          </div>
        )}
        {r.content && <p className="mt-4 text-2xl leading-snug font-semibold break-words whitespace-pre-line">{r.content}</p>}
        {genres.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Genres">
            {genres.map((g) => (
              <li key={g.id} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-fg">
                {g.name}
              </li>
            ))}
          </ul>
        )}
      </article>
      <RecommendationForm key={id} requestId={id} defaultOpen={search.get('openForm') === 'true'} />
      <ResponseList requestId={id} />
    </div>
  );
}
