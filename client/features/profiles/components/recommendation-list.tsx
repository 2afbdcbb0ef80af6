/** A member's recommendations, newest 100 (spec 000 §7), with Play All; "No recommendations yet" when none. */
import { SectionSpinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useSession } from '../../auth';
import { useRecommendations } from '../../activity';
import { activityPlaylist } from '../../activity';
import { RecommendationCard } from '../../activity';
import { PlayAllButton } from '../../player';
import { ErrorState } from '../../../components/ui/error-state';

export function RecommendationList({ userId }: { userId: number }) {
  const { user } = useSession();
  const recs = useRecommendations(userId);
  const items = recs.data?.data ?? [];
  const playlist = activityPlaylist(items);
  return (
    <div className="space-y-4">
      {recs.isPending && <SectionSpinner label={t('profile.loading')} />}
      {recs.isError && (
        <ErrorState message={t('profile.activityFailed')} onRetry={() => void recs.refetch()} />
      )}
      {recs.isSuccess && items.length === 0 && (
        <p className="py-12 text-center text-lg font-semibold text-muted">{t('profile.noRecs')}</p>
      )}
      {playlist.length > 0 && (
        <div className="flex justify-end">
          <PlayAllButton entries={playlist} />
        </div>
      )}
      {items.length > 0 && (
        <ul className="space-y-3" aria-label={t('profile.recsList')}>
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
