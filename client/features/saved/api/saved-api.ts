/**
 * Saved-song calls (spec 000 §7): the member's saved songs as groups by request (all at once, no
 * paging) and removing one from the saved screen (DELETE /api/saved-songs/{savedId}).
 */
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { SavedSongGroup } from '@common/schemas';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';

/** Query key of GET /api/users/{id}/saved-songs. */
export function savedSongsKey(userId: number) {
  return [`/api/users/${userId}/saved-songs`] as const;
}

/** The saved-song groups of `userId` (the session member); idle without an id. */
export function useSavedSongs(userId: number | null | undefined) {
  return useQuery({
    queryKey: savedSongsKey(userId ?? 0),
    queryFn: ({ signal }) => api<SavedSongGroup[]>(`/api/users/${userId}/saved-songs`, { signal }),
    enabled: userId != null,
  });
}

/** Removes one saved song from cached groups, dropping a group left empty. Pure. */
export function withoutSavedSong(groups: SavedSongGroup[], savedId: number): SavedSongGroup[] {
  return groups
    .map((g) => ({ ...g, songs: g.songs.filter((s) => s.savedId !== savedId) }))
    .filter((g) => g.songs.length > 0);
}

/** True for every cached query a saved-state change can make stale: the lists, per-song checks, activity. */
function touchedBySave(userId: number) {
  return (query: Query) => {
    const first = query.queryKey[0];
    return (
      typeof first === 'string' &&
      (first.startsWith(`/api/users/${userId}/saved-songs`) || first === `/api/users/${userId}/activity` || /^\/api\/requests\/\d+\/responses$/.test(first))
    );
  };
}

/**
 * Removes a saved song (spec 000 §8: "Song removed" on the /saved screen, "Song removed from saved"
 * where saved songs show inside another page; failure "Remove failed" / "Failed to remove the song.
 * Please try again."). Optimistic: the song leaves the list at once and comes back if the server
 * refuses.
 */
export function useRemoveSavedSong(userId: number, successTitle: 'Song removed' | 'Song removed from saved' = 'Song removed') {
  const queryClient = useQueryClient();
  const key = savedSongsKey(userId);
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
    onSettled: () => queryClient.invalidateQueries({ predicate: touchedBySave(userId) }),
  });
}
