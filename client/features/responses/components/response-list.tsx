/** The Responses section (spec 000 §2 "Request detail"): song, responder and comment of each recommendation. */
import type { ResponseItem } from '@common/schemas';
import { relativeTime } from '@common/relative-time';
import { songArtist, songTitle } from '@common/song-display';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { SongThumbnail } from '../../../components/ui/song-thumbnail';
import { Spinner } from '../../../components/ui/spinner';
import { useResponses } from '../api/responses-api';

function ResponseCard({ response }: { response: ResponseItem }) {
  return (
    <article data-testid="response-card" className="flex gap-4 rounded-2xl border border-line bg-surface p-4">
      <SongThumbnail song={response.songData} className="h-16 w-24 sm:h-20 sm:w-32" />
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-bold">{songTitle(response.songData)}</h3>
        <p className="truncate text-sm text-muted">{songArtist(response.songData)}</p>
        <p className="mt-2 flex items-center gap-2 text-sm">
          <Avatar user={response.user} size="xs" />
          <span className="font-semibold">{response.user.displayName}</span>
          <span className="text-muted">· {relativeTime(response.createdAt)}</span>
        </p>
        {response.comment && <p className="mt-2 break-words whitespace-pre-line">{response.comment}</p>}
      </div>
    </article>
  );
}

export function ResponseList({ requestId }: { requestId: number }) {
  const responses = useResponses(requestId);
  return (
    <section aria-labelledby="responses-title" className="space-y-3">
      <h2 id="responses-title" className="text-xl font-bold">
        Responses {responses.data && <span className="text-muted">({responses.data.length})</span>}
      </h2>
      {responses.isPending && <Spinner label="Loading..." showLabel />}
      {responses.isError && (
        <div role="alert" className="rounded-2xl border border-danger bg-danger-soft p-4">
          <p className="font-medium text-danger">Failed to load responses. Please try again.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void responses.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {responses.data?.length === 0 && <p className="text-muted">No responses yet. Be the first to recommend a song!</p>}
      {responses.data && responses.data.length > 0 && (
        <ul className="space-y-3">
          {responses.data.map((r) => (
            <li key={r.id}>
              <ResponseCard response={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
