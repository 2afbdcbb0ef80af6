/** Follow / Following on a request: followers hear of every new answer. */
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
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
        Follow
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
              title: s.following ? 'Following this request' : 'Unfollowed this request',
              variant: 'success',
            }),
          onError: (err) =>
            toast({
              title: 'Follow failed',
              description: errorMessage(err, 'Please try again.'),
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
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
