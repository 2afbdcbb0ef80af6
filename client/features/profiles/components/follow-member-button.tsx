/**
 * The Follow / Following button on another member's profile: a toggle (aria-pressed)
 * whose words say the state; errors come as a toast with the server's message.
 */
import { Check, UserPlus } from 'lucide-react';
import type { PublicProfile } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useFollowUser } from '../api/user-follows-api';

export function FollowMemberButton({
  member,
}: {
  member: Pick<PublicProfile, 'id' | 'slug' | 'displayName' | 'viewer'>;
}) {
  const follow = useFollowUser(member);
  const following = member.viewer.following;
  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      size="sm"
      aria-pressed={following}
      disabled={follow.isPending}
      title={
        following
          ? t('profile.follow.stop', { name: member.displayName })
          : t('profile.follow.start', { name: member.displayName })
      }
      onClick={() =>
        follow.mutate(!following, {
          onError: (err) =>
            toast({
              title: t('profile.error'),
              description: errorText(err, 'profile.pleaseTryAgain'),
              variant: 'destructive',
            }),
        })
      }
    >
      {following ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <UserPlus className="h-4 w-4" aria-hidden="true" />
      )}
      {following ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
