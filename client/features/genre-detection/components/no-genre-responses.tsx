/**
 * "No Genre Detected" under the Responses tab (spec 001 "Responses tab"): responses the genre
 * detection could not tag; Edit sets title, artist and genres, saved as a manual fix through the
 * `saver` the page passes in.
 */
import { Link } from 'react-router';
import type { NoGenreResponse } from '@common/processing';
import { Button } from '../../../components/ui/button';
import { Badge, Card, PagedReviewList, VideoLink } from '../../../components/ui/review-card';
import { PROCESSING_PAGE_SIZE, useNoGenreResponses } from '../api/genre-detection-api';
import type { EditState, ReviewListProps } from '../lib/edit-state';
import { loadError } from '../lib/list-text';
import { ResponseEditor, type ResponseEditSaver } from './response-editor';

export interface NoGenreResponsesProps extends ReviewListProps {
  saver: ResponseEditSaver;
}

/** One response without genres: its song, author and comment, and Edit or the open editor. */
function NoGenreResponseCard({
  item,
  editing,
  setEditing,
  saver,
}: { item: NoGenreResponse; saver: ResponseEditSaver } & EditState) {
  const key = `no-genre-response:${item.id}` as const;
  return (
    <Card aria-label={`Response #${item.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`/requests/${item.requestId}`} className="rounded-full focus-visible:outline-2">
          <Badge tone="accent">#{item.id}</Badge>
        </Link>
        <span className="text-sm text-muted">
          by <span dir="auto">{item.authorName}</span>
        </span>
      </div>
      <p className="mt-2 font-semibold break-words">{item.title ?? 'Unknown Song'}</p>
      <p className="text-sm text-muted break-words">{item.artist ?? 'Unknown Artist'}</p>
      {item.comment && (
        <p dir="auto" className="mt-1 text-sm break-words">
          {item.comment}
        </p>
      )}
      <div className="mt-1">
        <VideoLink songId={item.songId} />
      </div>
      {editing === key ? (
        <ResponseEditor
          initial={{ title: item.title ?? '', artist: item.artist ?? '', genreIds: [] }}
          pending={saver.pending}
          onCancel={() => setEditing(null)}
          onSave={(d) => saver.save(item.id, d, () => setEditing(null))}
        />
      ) : (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => setEditing(key)}>
          Edit
        </Button>
      )}
    </Card>
  );
}

/** The section: a page of responses without genres (polled every 10 s), with its pager. */
export function NoGenreResponses({ page, onPage, ...card }: NoGenreResponsesProps) {
  const query = useNoGenreResponses(page);
  return (
    <section aria-labelledby="no-genre-responses-heading" className="space-y-3">
      <h2 id="no-genre-responses-heading" className="text-lg font-bold">
        No Genre Detected
      </h2>
      <PagedReviewList
        query={query}
        page={page}
        limit={PROCESSING_PAGE_SIZE}
        onPage={onPage}
        label="Responses with no genre"
        failedText={(error) => loadError(error, 'Failed to load responses')}
        empty="No responses with undetected genres"
        renderItem={(item) => <NoGenreResponseCard item={item} {...card} />}
      />
    </section>
  );
}
