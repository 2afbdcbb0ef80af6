/**
 * Following a member (not the request follow of the notifications feature): POST or
 * DELETE /api/users/{id}/follow. The answer's counts go straight into the member's cached profile,
 * and request lists are refreshed, since the feed's "Following" filter changes with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicProfile } from '@common/schemas';
import { callApi } from '../../../lib/api';
import { profileKeys } from '../../../lib/queries/profiles';
import { requestKeys } from '../../../lib/queries/requests';

/** Follow (`follow` true) or unfollow `member`. */
export function useFollowUser(member: Pick<PublicProfile, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? callApi('postUserFollow', { params: { id: member.id } })
        : callApi('deleteUserFollow', { params: { id: member.id } }),
    onSuccess: async (state) => {
      const apply = (profile: PublicProfile | undefined) =>
        profile && {
          ...profile,
          followerCount: state.followerCount,
          followingCount: state.followingCount,
          viewer: { following: state.following },
        };
      queryClient.setQueryData(profileKeys.byId(member.id), apply);
      queryClient.setQueryData(profileKeys.bySlug(member.slug), apply);
      await queryClient.invalidateQueries({ queryKey: requestKeys.lists });
    },
  });
}
