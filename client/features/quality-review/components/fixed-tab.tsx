/**
 * Fixed tab (spec 001): the fix history, newest first: the fix-type label, "Reviewed" (rejected) or
 * "Fixed by" with the admin's name and time, before and after (rejected ones: "Current (Verified
 * Correct)"), the video link, and Edit (genre names mapped back to ids; saving records a manual fix).
 */
import type { FixedResponseRecord } from '@common/processing';
import {
  Badge,
  Card,
  GenreList,
  PagedReviewList,
  VideoLink,
} from '../../../components/ui/review-card';
import { errorMessage } from '../../../lib/api';
import {
  EditButton,
  formatTime,
  PROCESSING_PAGE_SIZE,
  ResponseEditor,
  useGenrePickList,
  type EditState,
  type ReviewListProps,
} from '../../genre-detection';
import { useFixedResponses } from '../api/quality-review-api';
import { useSaveResponse } from '../api/use-save-response';
import { FIX_TYPE_LABELS, genreIdsFromNames, manualEditBody } from '../lib/fixes';
import { t } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';

export function FixedTab({ editing, setEditing, ...paging }: ReviewListProps) {
  const query = useFixedResponses(paging.page);
  return (
    <div className="space-y-3">
      <PagedReviewList
        query={query}
        {...paging}
        limit={PROCESSING_PAGE_SIZE}
        label={t('staff.fixed.label')}
        failedText={(error) => errorMessage(error, t('staff.fixed.loadFailed'))}
        empty={t('staff.fixed.empty')}
        renderItem={(f) => <FixedEntry fix={f} editing={editing} setEditing={setEditing} />}
      />
    </div>
  );
}

function Song({
  heading,
  title,
  artist,
  genres,
}: {
  heading: string;
  title: string | null;
  artist: string | null;
  genres: string[];
}) {
  return (
    <div className="min-w-0 rounded-xl bg-surface-2/60 p-3 text-sm">
      <p className="text-xs font-bold tracking-wide text-muted uppercase">{heading}</p>
      <p className="mt-1 font-semibold break-words">{title ?? t('staff.review.unknownSong')}</p>
      <p className="break-words">{artist ?? t('staff.review.unknownArtist')}</p>
      <p className="text-muted">
        {tParts('staff.review.genresList', { genres: <GenreList genres={genres} /> })}
      </p>
    </div>
  );
}

function FixedEntry({ fix: f, editing, setEditing }: { fix: FixedResponseRecord } & EditState) {
  const key = `fixed:${f.id}` as const;
  const { data: pickList } = useGenrePickList();
  const { save, pending } = useSaveResponse();
  const tone = f.fixType === 'rejected' ? 'neutral' : f.fixType === 'manual' ? 'accent' : 'success';
  return (
    <Card
      aria-label={t('staff.fixed.card', { type: FIX_TYPE_LABELS[f.fixType](), id: f.responseId })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={tone}>{FIX_TYPE_LABELS[f.fixType]()}</Badge>
        <Badge tone="accent">#{f.responseId}</Badge>
        <span className="text-sm text-muted">
          {tParts(
            'staff.fixed.by',
            { time: <time dateTime={f.fixedAt}>{formatTime(f.fixedAt)}</time> },
            {
              rejected: f.fixType === 'rejected' ? 'yes' : 'no',
              admin: f.adminName ?? t('staff.fixed.formerAdmin'),
            },
          )}
        </span>
      </div>
      {f.fixType === 'rejected' ? (
        <div className="mt-3">
          <Song
            heading={t('staff.fixed.current')}
            title={f.newTitle}
            artist={f.newArtist}
            genres={f.newGenres}
          />
        </div>
      ) : (
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <Song
            heading={t('staff.fixed.before')}
            title={f.oldTitle}
            artist={f.oldArtist}
            genres={f.oldGenres}
          />
          <Song
            heading={t('staff.fixed.after')}
            title={f.newTitle}
            artist={f.newArtist}
            genres={f.newGenres}
          />
        </div>
      )}
      <div className="mt-2">
        <VideoLink songId={f.songId} />
      </div>
      {editing === key ? (
        <ResponseEditor
          initial={{
            title: f.newTitle ?? '',
            artist: f.newArtist ?? '',
            genreIds: genreIdsFromNames(f.newGenres, pickList ?? []),
          }}
          pending={pending}
          onCancel={() => setEditing(null)}
          onSave={(d) =>
            save(f.responseId, manualEditBody(d.title, d.artist, d.genreIds), () =>
              setEditing(null),
            )
          }
        />
      ) : (
        <EditButton onClick={() => setEditing(key)} disabled={!pickList} />
      )}
    </Card>
  );
}
