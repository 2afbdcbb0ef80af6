/**
 * Saved-song calls (spec 000 §4 "Save", §7): the member's saved songs as groups by request (all at
 * once, no paging), removing one from the saved screen (DELETE /api/saved-songs/{savedId}), and
 * saving or unsaving a response where it is shown.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseItem, SavedSongGroup } from '@common/schemas';
import { callApi } from '../../../lib/api';
import {
  EMPTY_RESPONSE_VIEWER,
  findResponse,
  patchResponse,
  reactionMutationOptions,
  settleReaction,
} from '../../../lib/queries/reaction-cache';
import { responseKeys } from '../../../lib/queries/responses';
import { savedSongKeys, savedSongsQuery } from '../../../lib/queries/saved-songs';
import { invalidateAfterReaction } from '../../../lib/queries/stale';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';

/** The saved-song groups of `userId` (the session member); idle without an id. */
export function useSavedSongs(userId: number | null | undefined) {
  return useQuery({ ...savedSongsQuery(userId ?? 0), enabled: userId != null });
}

/** Removes one saved song from cached groups, dropping a group left empty. Pure. */
export function withoutSavedSong(groups: SavedSongGroup[], savedId: number): SavedSongGroup[] {
  return groups
    .map((g) => ({ ...g, songs: g.songs.filter((s) => s.savedId !== savedId) }))
    .filter((g) => g.songs.length > 0);
}

/**
 * Removes a saved song (spec 000 §8: "Song removed" on the /saved screen, "Song removed from saved"
 * where saved songs show inside another page; failure "Remove failed" / "Failed to remove the song.
 * Please try again."). Optimistic: the song leaves the list at once and comes back if the server
 * refuses.
 */
export function useRemoveSavedSong(
  userId: number,
  successTitle: 'saved.removed' | 'saved.removedFromSaved' = 'saved.removed',
) {
  const queryClient = useQueryClient();
  const key = savedSongKeys.byUser(userId);
  return useMutation({
    mutationFn: (savedId: number) => callApi('deleteSavedSong', { params: { savedId } }),
    onMutate: async (savedId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedSongGroup[]>(key);
      if (previous) queryClient.setQueryData(key, withoutSavedSong(previous, savedId));
      return { previous };
    },
    onError: (_err, _savedId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({
        title: t('saved.removeFailed'),
        description: t('saved.removeFailedText'),
        variant: 'destructive',
      });
    },
    onSuccess: () => {
      const title =
        successTitle === 'saved.removedFromSaved'
          ? t('saved.removedFromSaved')
          : t('saved.removed');
      toast({ title, variant: 'success' });
    },
    onSettled: () =>
      invalidateAfterReaction(queryClient, userId, { kind: 'save', requestId: null }),
  });
}

/** A response with the viewer's save set to `saved`, its count moved by one when it changes. Pure. */
export function withResponseSave(
  response: ResponseItem,
  saved: boolean,
  savedId: number | null = null,
): ResponseItem {
  const viewer = response.viewer ?? EMPTY_RESPONSE_VIEWER;
  if (viewer.saved === saved)
    return savedId !== null && viewer.savedId !== savedId
      ? { ...response, viewer: { ...viewer, savedId } }
      : response;
  return {
    ...response,
    viewer: { ...viewer, saved, savedId: saved ? savedId : null },
    saves: Math.max(0, response.saves + (saved ? 1 : -1)),
  };
}

/** How a failed save or unsave is reported: a toast (spec 000 §8 "Error" / …), or only logged (detail page). */
export type SaveFailureReport = 'toast' | 'log';

/**
 * Saves (POST /api/saved-songs) or unsaves (DELETE /api/responses/{id}/save) a response of
 * `requestId`: `mutate({ response, saved })`, optimistic, in the request's reaction scope (shared
 * with upvotes, `lib/queries/reaction-cache.ts`). Success toasts "Song saved!" / "Song unsaved"; a
 * failure restores the previous state and toasts "Error" / "Failed to save song" ("Failed to
 * unsave song") or is only logged, per `onFailure`.
 */
export function useSaveResponse(requestId: number, onFailure: SaveFailureReport = 'toast') {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    ...reactionMutationOptions(requestId),
    mutationFn: ({ response, saved }: { response: ResponseItem; saved: boolean }) =>
      saved
        ? callApi('postSavedSongs', {
            body: { userId: user?.id, responseId: response.id, requestId: response.requestId },
          })
        : callApi('deleteResponseSave', { params: { id: response.id } }),
    onMutate: async ({ response, saved }) => {
      await queryClient.cancelQueries({ queryKey: responseKeys.byRequest(requestId) });
      const current =
        findResponse(queryClient, requestId, response.id)?.viewer ??
        response.viewer ??
        EMPTY_RESPONSE_VIEWER;
      patchResponse(queryClient, requestId, response.id, (r) => withResponseSave(r, saved));
      return { before: current };
    },
    onSuccess: (result, { response, saved }) => {
      if (result.savedId !== null)
        patchResponse(queryClient, requestId, response.id, (r) =>
          withResponseSave(r, true, result.savedId),
        );
      toast({ title: saved ? t('saved.saved') : t('saved.unsaved'), variant: 'success' });
    },
    onError: (err, { response, saved }, context) => {
      if (context)
        patchResponse(queryClient, requestId, response.id, (r) =>
          withResponseSave(r, context.before.saved, context.before.savedId),
        );
      console.error(saved ? 'Failed to save song' : 'Failed to unsave song', err);
      if (onFailure === 'toast')
        toast({
          title: t('saved.error'),
          description: saved ? t('saved.saveFailed') : t('saved.unsaveFailed'),
          variant: 'destructive',
        });
    },
    onSettled: () => settleReaction(queryClient, user?.id ?? null, { kind: 'save', requestId }),
  });
}
