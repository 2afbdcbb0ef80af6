/**
 * "YouTube Compilations Detected" (spec 001 "Processing dashboard"): the responses the latest scan
 * took for compilation videos, with their issues and video link, a page at a time.
 */
import { useState } from 'react';
import type { QualityReviewResult } from '@common/processing';
import { Badge, Card, Pager, VideoLink } from '../../../components/ui/review-card';
import { PROCESSING_PAGE_SIZE } from '../../genre-detection';
import { useQualityReviewResults } from '../api/quality-review-api';
import { t } from '../../../lib/i18n';

/** One detected compilation: response number, title, artist, video id, issues, video link. */
function CompilationCard({ result: c }: { result: QualityReviewResult }) {
  return (
    <Card aria-label={t('staff.compilations.card', { id: c.responseId })} className="p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">#{c.responseId}</Badge>
        <span className="font-semibold break-words">
          {c.title ?? t('staff.review.unknownSong')}
        </span>
        <span className="text-sm text-muted">{c.artist ?? t('staff.review.unknownArtist')}</span>
      </div>
      <p className="mt-1 font-mono text-xs text-muted">{c.songId}</p>
      <ul className="mt-1 list-disc ps-5 text-sm">
        {c.issues.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <VideoLink songId={c.songId} />
    </Card>
  );
}

/** The section, with its own page number; "Loading..." then "No compilations detected." when empty. */
export function CompilationsSection() {
  const [page, setPage] = useState(1);
  const compilations = useQualityReviewResults('compilations', page);
  return (
    <section aria-labelledby="compilations-heading" className="space-y-3">
      <h2 id="compilations-heading" className="text-lg font-bold">
        {t('staff.compilations.title')}
      </h2>
      {compilations.data && compilations.data.results.length > 0 ? (
        <>
          <ul className="space-y-2">
            {compilations.data.results.map((c) => (
              <li key={c.id}>
                <CompilationCard result={c} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            total={compilations.data.total}
            limit={PROCESSING_PAGE_SIZE}
            onPage={setPage}
            label={t('staff.compilations.label')}
          />
        </>
      ) : (
        <p className="text-sm text-muted">
          {compilations.isPending ? t('ui.loading') : t('staff.compilations.empty')}
        </p>
      )}
    </section>
  );
}
