/**
 * Requests tab (spec 001): requests with no genre detected. Edit opens the genre search; Save needs
 * at least one genre and is disabled while saving (§5); success refreshes the lists (§7).
 */
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { Badge, Card, PagedReviewList } from '../../../components/ui/review-card';
import {
  PROCESSING_PAGE_SIZE,
  useNoGenreRequests,
  useUpdateRequestGenres,
} from '../api/genre-detection-api';
import type { ReviewListProps } from '../lib/edit-state';
import { loadError } from '../lib/list-text';
import { GenreEditor } from './genre-editor';
import { t } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';
import { EditButton, SaveCancel } from './review-parts';

const TYPE_LABELS = {
  text: () => t('staff.requests.type.text'),
  gif: () => t('staff.requests.type.gif'),
  slts: () => t('staff.requests.type.song'),
} as const;

export function RequestsTab({ editing, setEditing, ...paging }: ReviewListProps) {
  const query = useNoGenreRequests(paging.page);
  return (
    <div className="space-y-3">
      <PagedReviewList
        query={query}
        {...paging}
        limit={PROCESSING_PAGE_SIZE}
        label={t('staff.requests.label')}
        failedText={(error) => loadError(error, t('staff.requests.loadFailed'))}
        empty={t('staff.requests.empty')}
        renderItem={(r) => {
          const key = `request:${r.id}` as const;
          return (
            <Card aria-label={t('staff.requests.card', { id: r.id })}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-bold">{t('staff.requests.card', { id: r.id })}</h3>
                <Badge>{TYPE_LABELS[r.type]?.() ?? r.type}</Badge>
                <span className="text-sm text-muted">
                  {tParts('staff.review.byAuthor', {
                    name: <span dir="auto">{r.authorName}</span>,
                  })}
                </span>
              </div>
              <p dir="auto" className={r.content ? 'mt-2 break-words' : 'mt-2 text-muted italic'}>
                {r.content || t('staff.requests.noContent')}
              </p>
              {editing === key ? (
                <RequestGenreForm requestId={r.id} onDone={() => setEditing(null)} />
              ) : (
                <EditButton onClick={() => setEditing(key)} />
              )}
            </Card>
          );
        }}
      />
    </div>
  );
}

function RequestGenreForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const [genreIds, setGenreIds] = useState<number[]>([]);
  const update = useUpdateRequestGenres();
  const save = () =>
    update.mutate(
      { requestId, genreIds },
      {
        onSuccess: () => {
          toast({
            title: t('staff.toast.success'),
            description: t('staff.requests.genresUpdated'),
            variant: 'success',
          });
          onDone();
        },
        onError: (err) =>
          toast({
            title: t('staff.toast.error'),
            description: errorMessage(err, t('staff.requests.updateFailed')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="mt-3 space-y-3 rounded-xl border border-line bg-surface-2/40 p-3">
      <GenreEditor selected={genreIds} onChange={setGenreIds} />
      <SaveCancel
        pending={update.isPending}
        canSave={genreIds.length > 0}
        onSave={save}
        onCancel={onDone}
      />
    </div>
  );
}
