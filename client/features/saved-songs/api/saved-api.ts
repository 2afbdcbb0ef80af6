/**
 * Saved-song calls (spec 000 §7): the member's saved songs as groups by request (all at once, no
 * paging) and removing one from the saved screen (DELETE /api/saved-songs/{savedId}).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSongGroup } from '@common/schemas';
import { api } from '../../../lib/api';
import { savedSongKeys, savedSongsQuery } from '../../../lib/queries/saved-songs';
import { invalidateAfterReaction } from '../../../lib/queries/stale';
import { toast } from '../../../lib/toast-store';

/** The saved-song groups of `userId` (the session member); idle without an id. */
export function useSavedSongs(userId: number | null | undefined) {
  return useQuery({ ...savedSongsQuery(userId ?? 0), enabled: userId != null });
}

/** Removes one saved song from cached groups, dropping a group left empty. Pure. */
export function withoutSavedSong(groups: SavedSongGroup[], savedId: number): SavedSongGroup[] {
  return groups.map((g) => ({ ...g, songs: g.songs.filter((s) => s.savedId !== savedId) })).filter((g) => g.songs.length > 0);
}

/**
 * Removes a saved song (spec 000 §8: "Song removed" on the /saved screen, "Song removed from saved"
 * where saved songs show inside another page; failure "Remove failed" / "Failed to remove the song.
 * Please try again."). Optimistic: the song leaves the list at once and comes back if the server
 * refuses.
 */
export function useRemoveSavedSong(userId: number, successTitle: 'Song removed' | 'Song removed from saved' = 'Song removed') {
  const queryClient = useQueryClient();
  const key = savedSongKeys.byUser(userId);
  return useMutation({
    mutationFn: (savedId: number) => api<unknown>(`/api/saved-songs/${savedId}`, { method: 'DELETE' }),
    onMutate: async (savedId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedSongGroup[]>(key);
      if (previous) queryClient.setQueryData(key, withoutSavedSong(previous, savedId));
      return { previous };
    },
    onError: (_err, _savedId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: 'Remove failed', description: 'Failed to remove the song. Please try again.', variant: 'destructive' });
    },
    onSuccess: () => {
      toast({ title: successTitle, variant: 'success' });
    },
    onSettled: () => invalidateAfterReaction(queryClient, userId, { kind: 'save', requestId: null }),
  });
}
