/**
 * "No Genre Detected" under the Responses tab (spec 001 "Responses tab"): responses the genre
 * detection could not tag; Edit sets title, artist and genres, saved as a manual fix through the
 * `saver` the page passes in.
 */
import { Link } from 'react-router';
import type { NoGenreResponse } from '@common/processing';
import { Badge, Card, PagedReviewList, VideoLink } from '../../../components/ui/review-card';
import { PROCESSING_PAGE_SIZE, useNoGenreResponses } from '../api/genre-detection-api';
import type { EditState, ReviewListProps } from '../lib/edit-state';
import { loadError } from '../lib/list-text';
import { ResponseEditor, type ResponseEditSaver } from './response-editor';
import { t } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';
import { EditButton, SongLines } from './review-parts';

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
    <Card aria-label={t('staff.review.response', { id: item.id })}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`/requests/${item.requestId}`} className="rounded-full focus-visible:outline-2">
          <Badge tone="accent">#{item.id}</Badge>
        </Link>
        <span className="text-sm text-muted">
          {tParts('staff.review.byAuthor', { name: <span dir="auto">{item.authorName}</span> })}
        </span>
      </div>
      <SongLines title={item.title} artist={item.artist} />
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
        <EditButton onClick={() => setEditing(key)} />
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
        {t('staff.stats.noGenre')}
      </h2>
      <PagedReviewList
        query={query}
        page={page}
        limit={PROCESSING_PAGE_SIZE}
        onPage={onPage}
        label={t('staff.noGenre.label')}
        failedText={(error) => loadError(error, t('staff.noGenre.loadFailed'))}
        empty={t('staff.noGenre.empty')}
        renderItem={(item) => <NoGenreResponseCard item={item} {...card} />}
      />
    </section>
  );
}
