/**
 * A member's recommendation on their profile (spec 000 §2 "Profiles", Recs tab): the song with its
 * play button, the comment, when, and the request it answers.
 */
import type { ActivityItem } from '@common/schemas';
import { localRelativeTime } from '../../../lib/i18n-time';
import { RequestSummaryLink } from '../../saved-songs';
import { ActivitySong } from './activity-song';

export function RecommendationCard({ item, viewerId }: { item: ActivityItem; viewerId: number }) {
  const { response, request } = item.data;
  if (!response) return null;
  return (
    <article
      data-testid="recommendation-card"
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <ActivitySong response={response} viewerId={viewerId} hideResponder />
        </div>
        <time
          dateTime={item.timestamp}
          className="shrink-0 text-xs text-muted"
          suppressHydrationWarning
        >
          {localRelativeTime(item.timestamp)}
        </time>
      </div>
      <RequestSummaryLink
        request={request}
        viewerId={viewerId}
        className="mt-3 rounded-xl bg-surface-2/60 p-2.5"
      />
    </article>
  );
}
