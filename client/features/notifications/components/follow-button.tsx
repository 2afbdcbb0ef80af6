/** Follow / Following on a request (issue 14): followers hear of every new answer. */
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useFollow, useSetFollow } from '../api/notifications-api';

export function FollowButton({ requestId }: { requestId: number }) {
  const state = useFollow(requestId);
  const setFollow = useSetFollow(requestId);
  if (!state.data) return null;
  const following = state.data.following;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={following}
      disabled={setFollow.isPending}
      onClick={() =>
        setFollow.mutate(!following, {
          onSuccess: (s) => toast({ title: s.following ? 'Following this request' : 'Unfollowed this request', variant: 'success' }),
          onError: (err) => toast({ title: 'Follow failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
        })
      }
    >
      {following ? <BellRing className="h-4 w-4" aria-hidden="true" /> : <BellOff className="h-4 w-4" aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
