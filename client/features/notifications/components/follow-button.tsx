/** Follow / Following on a request: followers hear of every new answer. */
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useFollow, useSetFollow } from '../api/notifications-api';

/**
 * While the follow state loads, a disabled "Follow" of the same size holds the place, so the
 * buttons beside it do not jump when it arrives (layout shift); a minimum width fits both
 * labels. Nothing is shown if the state cannot be read.
 */
export function FollowButton({ requestId }: { requestId: number }) {
  const state = useFollow(requestId);
  const setFollow = useSetFollow(requestId);
  if (state.isError) return null;
  if (!state.data) {
    return (
      <Button variant="outline" size="sm" disabled aria-busy="true" className="min-w-[7.5rem]">
        <BellOff className="h-4 w-4" aria-hidden="true" />
        {t('follow.follow')}
      </Button>
    );
  }
  const following = state.data.following;
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-w-[7.5rem]"
      aria-pressed={following}
      disabled={setFollow.isPending}
      onClick={() =>
        setFollow.mutate(!following, {
          onSuccess: (s) =>
            toast({
              title: s.following ? t('follow.followed') : t('follow.unfollowed'),
              variant: 'success',
            }),
          onError: (err) =>
            toast({
              title: t('follow.failed'),
              description: errorText(err, 'common.pleaseTryAgain'),
              variant: 'destructive',
            }),
        })
      }
    >
      {following ? (
        <BellRing className="h-4 w-4" aria-hidden="true" />
      ) : (
        <BellOff className="h-4 w-4" aria-hidden="true" />
      )}
      {following ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
