/**
 * Quality review under the Responses tab (spec 001 "Responses tab"): responses flagged by the latest
 * scan, with their issues, the green Proposed Fix, and Accept Fix / Reject (Already Correct) /
 * Edit. A saved card stays on screen highlighted green for 3 s, then leaves the list.
 */
import { isReservedGenreName } from '@common/genre-label';
import { Link } from 'react-router';
import type {
  QualityReviewResult,
  QualityReviewResultsPage,
  UpdateResponseGenresBody,
} from '@common/processing';
import { Button } from '../../../components/ui/button';
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
  SongLines,
  type EditState,
  type ReviewListProps,
} from '../../genre-detection';
import { useSaveResponse } from '../api/use-save-response';
import { acceptFixBody, manualEditBody, rejectBody } from '../lib/fixes';
import { t } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';

export interface FlaggedResponsesProps extends ReviewListProps {
  data: QualityReviewResultsPage | undefined;
  isPending: boolean;
  error: unknown;
  retry: () => void;
  /** Saved results still shown (highlighted) with their new values. */
  saved: Map<number, QualityReviewResult>;
  onSaved: (result: QualityReviewResult) => void;
}

/** The flagged results of this page, with just-saved cards kept in place (with new values) while highlighted. */
function shownResults(
  data: QualityReviewResultsPage | undefined,
  saved: Map<number, QualityReviewResult>,
): QualityReviewResult[] {
  const results = data?.results ?? [];
  return [
    ...results.map((r) => saved.get(r.id) ?? r),
    ...[...saved.values()].filter((s) => !s.isCompilation && !results.some((r) => r.id === s.id)),
  ].sort((a, b) => b.responseId - a.responseId);
}

/** The section: heading with the last scan's time, then loading, error, empty states or the cards. */
export function FlaggedResponses(props: FlaggedResponsesProps) {
  const { data, isPending, error, retry, page, onPage, saved } = props;
  const { save, pending, variables } = useSaveResponse();
  const shown = shownResults(data, saved);

  return (
    <section aria-labelledby="flagged-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="flagged-heading" className="text-lg font-bold">
          {t('staff.flagged.title')}
        </h2>
        {data?.run?.completedAt && (
          <p className="text-sm text-muted">
            {tParts('staff.flagged.lastScan', {
              time: <time dateTime={data.run.completedAt}>{formatTime(data.run.completedAt)}</time>,
            })}
          </p>
        )}
      </div>
      <PagedReviewList
        query={{ data, isPending, error, refetch: retry }}
        items={data ? shown : []}
        page={page}
        limit={PROCESSING_PAGE_SIZE}
        onPage={onPage}
        label={t('staff.flagged.label')}
        failedText={(err) => errorMessage(err, t('staff.flagged.loadFailed'))}
        empty={
          data?.run ? (
            t('staff.flagged.allPassed')
          ) : (
            <div className="rounded-2xl border border-dashed border-line p-6 text-center">
              <p className="font-semibold">{t('staff.flagged.noScan')}</p>
              <p className="mt-1 text-sm text-muted">{t('staff.flagged.noScanHint')}</p>
            </div>
          )
        }
        renderItem={(r) => (
          <FlaggedResponse
            result={r}
            highlighted={saved.has(r.id)}
            edit={props}
            pending={pending && variables?.responseId === r.responseId}
            onSave={(body) =>
              save(r.responseId, body, (res) => {
                props.setEditing(null);
                props.onSaved({
                  ...r,
                  title: res.title,
                  artist: res.artist,
                  genres: res.genres,
                });
              })
            }
          />
        )}
      />
    </section>
  );
}

/** The green Proposed Fix box: suggested title, artist and genres, each falling back to the current one. */
function ProposedFix({ result: r }: { result: QualityReviewResult }) {
  return (
    <div className="mt-3 rounded-xl border border-success/50 bg-success/10 p-3 text-sm">
      <p className="font-bold text-green-800 dark:text-green-200">
        {t('staff.flagged.proposedFix')}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted">{t('staff.review.title')}</dt>
        <dd className="break-words">{r.suggestedTitle ?? r.title ?? '—'}</dd>
        <dt className="text-muted">{t('staff.review.artist')}</dt>
        <dd className="break-words">{r.suggestedArtist ?? r.artist ?? '—'}</dd>
        <dt className="text-muted">{t('staff.review.genres')}</dt>
        <dd>
          <GenreList genres={r.suggestedGenres.length > 0 ? r.suggestedGenres : r.genres} />
        </dd>
      </dl>
    </div>
  );
}

interface FlaggedResponseProps {
  result: QualityReviewResult;
  highlighted: boolean;
  edit: EditState;
  pending: boolean;
  onSave: (body: UpdateResponseGenresBody) => void;
}

/** Accept Fix (with a suggestion), Reject (Already Correct) and Edit; none on a saved card. */
function FlaggedActions({
  result: r,
  hasSuggestion,
  edit,
  pending,
  onSave,
}: Omit<FlaggedResponseProps, 'highlighted'> & { hasSuggestion: boolean }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {hasSuggestion && (
        <Button size="sm" disabled={pending} onClick={() => onSave(acceptFixBody(r))}>
          {t('staff.flagged.accept')}
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onSave(rejectBody(r))}>
        {t('staff.flagged.reject')}
      </Button>
      <EditButton disabled={pending} onClick={() => edit.setEditing(`result:${r.id}`)} />
    </div>
  );
}

/** One flagged response: badges, song, video link, issues, Proposed Fix, then actions or the editor. */
function FlaggedResponse(props: FlaggedResponseProps) {
  const { result: r, highlighted, edit, pending, onSave } = props;
  const editing = edit.editing === `result:${r.id}`;
  const hasSuggestion = !!(r.suggestedTitle || r.suggestedArtist || r.suggestedGenres.length > 0);
  return (
    <Card highlighted={highlighted} aria-label={t('staff.review.response', { id: r.responseId })}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`/requests/${r.requestId}`} className="rounded-full focus-visible:outline-2">
          <Badge tone="accent">#{r.responseId}</Badge>
        </Link>
        {r.likelyYtOnly && <Badge tone="warning">{t('staff.flagged.ytOnly')}</Badge>}
        <span className="text-sm text-muted">
          {tParts('staff.review.genresList', { genres: <GenreList genres={r.genres} /> })}
        </span>
      </div>
      <SongLines title={r.title} artist={r.artist} />
      <div className="mt-1">
        <VideoLink songId={r.songId} />
      </div>
      <ul
        className="mt-2 list-disc space-y-0.5 ps-5 text-sm"
        aria-label={t('staff.flagged.issues')}
      >
        {r.issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
      {hasSuggestion && <ProposedFix result={r} />}
      {editing ? (
        <ResponseEditor
          initial={{
            title: r.suggestedTitle ?? r.title ?? '',
            artist: r.suggestedArtist ?? r.artist ?? '',
            // Reserved genres (the no-genre marker) are not pre-selected: they have no chip name and
            // cannot be assigned, so Save would fail.
            genreIds: (r.suggestedGenres.length > 0 ? r.suggestedGenres : r.genres)
              .filter((g) => !isReservedGenreName(g.name))
              .map((g) => g.id),
          }}
          pending={pending}
          onCancel={() => edit.setEditing(null)}
          onSave={(d) => onSave(manualEditBody(d.title, d.artist, d.genreIds))}
        />
      ) : (
        !highlighted && <FlaggedActions {...props} hasSuggestion={hasSuggestion} />
      )}
    </Card>
  );
}
