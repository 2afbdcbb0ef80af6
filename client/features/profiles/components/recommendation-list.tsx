/** A member's recommendations, newest 100 (spec 000 §7), with Play All; "No recommendations yet" when none. */
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth/api/session';
import { useRecommendations } from '../../activity/api/activity-api';
import { activityPlaylist } from '../../activity/components/activity-feed';
import { RecommendationCard } from '../../activity/components/recommendation-card';
import { PlayAllButton } from '../../player/components/play-buttons';

export function RecommendationList({ userId }: { userId: number }) {
  const { user } = useSession();
  const recs = useRecommendations(userId);
  const items = recs.data?.data ?? [];
  const playlist = activityPlaylist(items);
  return (
    <div className="space-y-4">
      {recs.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading..." showLabel />
        </div>
      )}
      {recs.isError && (
        <div role="alert" className="mx-auto max-w-md rounded-2xl border border-danger bg-danger-soft p-4 text-center">
          <p className="font-medium text-danger">Failed to load activity. Please try again.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void recs.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {recs.isSuccess && items.length === 0 && <p className="py-12 text-center text-lg font-semibold text-muted">No recommendations yet</p>}
      {playlist.length > 0 && (
        <div className="flex justify-end">
          <PlayAllButton entries={playlist} />
        </div>
      )}
      {items.length > 0 && (
        <ul className="space-y-3" aria-label="Recommendations">
          {items.map((item) => (
            <li key={item.id}>
              <RecommendationCard item={item} viewerId={user?.id ?? 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
