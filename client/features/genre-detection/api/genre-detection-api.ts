/**
 * Genre-detection calls of the /processing screen (spec 001 §7 "Processing"; server module
 * `genre-detection`): dashboard stats, the no-genre lists, the tagging box and its reprocess
 * actions, a request's genres, and the genre pick list of the editor. Polls follow spec 001 §9
 * (dashboard stats 5 s, no-genre lists 10 s, tagging box 2 s) and pause while the browser tab is
 * hidden (TanStack Query's refetchIntervalInBackground is false). Every hook is idle unless the
 * session user is staff.
 */
import { apiPath } from '@common/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NoGenreRequest,
  NoGenreResponse,
  Paged,
  ProcessingDashboardStats,
  TaggingStats,
} from '@common/processing';
import type { GenreRef } from '@common/schemas';
import { GENRE_LIST_LIMIT } from '@common/constants';
import { api, callApi } from '../../../lib/api';
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
    queryFn: ({ signal }) =>
      api<ProcessingDashboardStats>(apiPath('getAdminProcessingDashboardStats'), { signal }),
    enabled: useIsStaff(),
    refetchInterval: POLL_MS.dashboardStats,
    retry: false,
  });
}

/** One page of a no-genre list (route `route`) and its key; polled every 10 s, keeping the last page while the next loads. */
function useNoGenreList<T>(
  queryKey: readonly unknown[],
  route: 'getAdminNoGenreRequests' | 'getAdminNoGenreResponses',
  page: number,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api<Paged<T>>(apiPath(route), { query: { page, limit: PROCESSING_PAGE_SIZE }, signal }),
    enabled: useIsStaff(),
    refetchInterval: POLL_MS.noGenreLists,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** GET /api/admin/no-genre-requests?page&limit, every 10 s. */
export function useNoGenreRequests(page: number) {
  return useNoGenreList<NoGenreRequest>(
    processingKeys.noGenreRequests(page),
    'getAdminNoGenreRequests',
    page,
  );
}

/** GET /api/admin/no-genre-responses?page&limit, every 10 s. */
export function useNoGenreResponses(page: number) {
  return useNoGenreList<NoGenreResponse>(
    processingKeys.noGenreResponses(page),
    'getAdminNoGenreResponses',
    page,
  );
}

/** GET /api/admin/processing-stats, every 2 s while the tagging box is open. */
export function useTaggingStats(enabled: boolean) {
  return useQuery({
    queryKey: processingKeys.taggingStats,
    queryFn: ({ signal }) => api<TaggingStats>(apiPath('getAdminProcessingStats'), { signal }),
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
      api<{ requestId: number; genres: GenreRef[] }>(
        apiPath('postAdminUpdateRequestGenres', { requestId }),
        { method: 'POST', body: { genreIds } },
      ),
    onSuccess: () => invalidate(),
  });
}

/** The three reprocess actions of the tagging box (spec 001 §7). */
export function useReprocess() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: processingKeys.taggingStats });
  return {
    requests: useMutation({
      mutationFn: () =>
        api<{ totalRequests: number }>(apiPath('postAdminIntelligentReprocessRequests'), {
          method: 'POST',
          body: {},
        }),
      onSuccess: done,
    }),
    responses: useMutation({
      mutationFn: () =>
        api<{ totalResponses: number }>(apiPath('postAdminIntelligentReprocessResponses'), {
          method: 'POST',
          body: {},
        }),
      onSuccess: done,
    }),
    all: useMutation({
      mutationFn: () =>
        api<{ totalRequests: number; totalResponses: number }>(
          apiPath('postAdminClearAndReprocessAll'),
          { method: 'POST', body: {} },
        ),
      onSuccess: done,
    }),
  };
}
