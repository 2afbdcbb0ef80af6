/**
 * Requests tab (spec 001): requests with no genre detected. Edit opens the genre search; Save needs
 * at least one genre and is disabled while saving (§5); success refreshes the lists (§7).
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
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

const TYPE_LABELS = { text: 'Text', gif: 'GIF', slts: 'Song' } as const;

export function RequestsTab({ editing, setEditing, ...paging }: ReviewListProps) {
  const query = useNoGenreRequests(paging.page);
  return (
    <div className="space-y-3">
      <PagedReviewList
        query={query}
        {...paging}
        limit={PROCESSING_PAGE_SIZE}
        label="Requests"
        failedText={(error) => loadError(error, 'Failed to load requests')}
        empty="No requests with undetected genres"
        renderItem={(r) => {
          const key = `request:${r.id}` as const;
          return (
            <Card aria-label={`Request #${r.id}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-bold">Request #{r.id}</h3>
                <Badge>{TYPE_LABELS[r.type] ?? r.type}</Badge>
                <span className="text-sm text-muted">
                  by <span dir="auto">{r.authorName}</span>
                </span>
              </div>
              <p dir="auto" className={r.content ? 'mt-2 break-words' : 'mt-2 text-muted italic'}>
                {r.content || '(No content)'}
              </p>
              {editing === key ? (
                <RequestGenreForm requestId={r.id} onDone={() => setEditing(null)} />
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-3"
                  onClick={() => setEditing(key)}
                >
                  Edit
                </Button>
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
          toast({ title: 'Success', description: 'Request genres updated', variant: 'success' });
          onDone();
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to update genres'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="mt-3 space-y-3 rounded-xl border border-line bg-surface-2/40 p-3">
      <GenreEditor selected={genreIds} onChange={setGenreIds} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={save} disabled={genreIds.length === 0 || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
