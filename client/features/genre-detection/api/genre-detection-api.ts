/**
 * Genre-detection calls of the /processing screen (spec 001 §7 "Processing"; server module
 * `genre-detection`): dashboard stats, the no-genre lists, the tagging box and its reprocess
 * actions, a request's genres, and the genre pick list of the editor. Polls follow spec 001 §9
 * (dashboard stats 5 s, no-genre lists 10 s, tagging box 2 s) and pause while the browser tab is
 * hidden (TanStack Query's refetchIntervalInBackground is false). Every hook is idle unless the
 * session user is staff.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenreRef } from '@common/schemas';
import { GENRE_LIST_LIMIT } from '@common/constants';
import { callApi } from '../../../lib/api';
import { useIsStaff } from '../../admin-data';
import { processingKeys } from '../../../lib/queries/processing';

/** Poll periods of spec 001 §9, in milliseconds. */
export const POLL_MS = {
  dashboardStats: 5_000,
  noGenreLists: 10_000,
  taggingStats: 2_000,
} as const;

/** Rows per page of the processing lists (both features'). */
export const PROCESSING_PAGE_SIZE = 20;

/** GET /api/admin/processing-dashboard-stats, every 5 s. */
export function useDashboardStats() {
  return useQuery({
    queryKey: processingKeys.dashboardStats,
    queryFn: ({ signal }) => callApi('getAdminProcessingDashboardStats', { signal }),
    enabled: useIsStaff(),
    refetchInterval: POLL_MS.dashboardStats,
    retry: false,
  });
}

/** How both no-genre lists poll: every 10 s, keeping the last page while the next loads. */
function useNoGenreListOptions() {
  return {
    enabled: useIsStaff(),
    refetchInterval: POLL_MS.noGenreLists,
    placeholderData: <T>(previous: T) => previous,
    retry: false,
  } as const;
}

/** GET /api/admin/no-genre-requests?page&limit, every 10 s. */
export function useNoGenreRequests(page: number) {
  return useQuery({
    queryKey: processingKeys.noGenreRequests(page),
    queryFn: ({ signal }) =>
      callApi('getAdminNoGenreRequests', { query: { page, limit: PROCESSING_PAGE_SIZE }, signal }),
    ...useNoGenreListOptions(),
  });
}

/** GET /api/admin/no-genre-responses?page&limit, every 10 s. */
export function useNoGenreResponses(page: number) {
  return useQuery({
    queryKey: processingKeys.noGenreResponses(page),
    queryFn: ({ signal }) =>
      callApi('getAdminNoGenreResponses', { query: { page, limit: PROCESSING_PAGE_SIZE }, signal }),
    ...useNoGenreListOptions(),
  });
}

/** GET /api/admin/processing-stats, every 2 s while the tagging box is open. */
export function useTaggingStats(enabled: boolean) {
  return useQuery({
    queryKey: processingKeys.taggingStats,
    queryFn: ({ signal }) => callApi('getAdminProcessingStats', { signal }),
    enabled: useIsStaff() && enabled,
    refetchInterval: POLL_MS.taggingStats,
    retry: false,
  });
}

/** GET /api/genres: the pick list, sorted by name, reserved names excluded (the server hides them). */
export function useGenrePickList() {
  return useQuery({
    queryKey: processingKeys.genres,
    queryFn: async ({ signal }) => {
      // With `limit` and no `format` the server answers the flat list; both shapes of the
      // contract's answer carry what the pick list keeps (id and name).
      const list: GenreRef[] = await callApi('getGenres', {
        query: { limit: GENRE_LIST_LIMIT },
        signal,
      });
      return list
        .filter((g) => !g.name.startsWith('__'))
        .map((g): GenreRef => ({ id: g.id, name: g.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    enabled: useIsStaff(),
    staleTime: 5 * 60_000,
  });
}

/**
 * Refetches every list and count of the /processing screen, both features' (the Refresh button,
 * and after any saved genre or fix).
 */
export function useRefreshProcessing() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      processingKeys.listPrefixes.map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

/** POST /api/admin/update-request-genres/{requestId} { genreIds }. */
export function useUpdateRequestGenres() {
  const invalidate = useRefreshProcessing();
  return useMutation({
    mutationFn: ({ requestId, genreIds }: { requestId: number; genreIds: number[] }) =>
      callApi('postAdminUpdateRequestGenres', { params: { requestId }, body: { genreIds } }),
    onSuccess: () => invalidate(),
  });
}

/** The three reprocess actions of the tagging box (spec 001 §7). */
export function useReprocess() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: processingKeys.taggingStats });
  return {
    requests: useMutation({
      mutationFn: () => callApi('postAdminIntelligentReprocessRequests', { body: {} }),
      onSuccess: done,
    }),
    responses: useMutation({
      mutationFn: () => callApi('postAdminIntelligentReprocessResponses', { body: {} }),
      onSuccess: done,
    }),
    all: useMutation({
      mutationFn: () => callApi('postAdminClearAndReprocessAll', { body: {} }),
      onSuccess: done,
    }),
  };
}
