/**
 * Quality-review calls of the /processing screen (spec 001 §7 "Processing"; server module
 * `quality-review`): scan results, the fix history, a response's fix, and starting a scan. Every
 * hook is idle unless the session user is staff.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateResponseGenresBody } from '@common/processing';
import { callApi } from '../../../lib/api';
import { useIsStaff } from '../../admin-data';
import { PROCESSING_PAGE_SIZE, useRefreshProcessing } from '../../genre-detection';
import { processingKeys } from '../../../lib/queries/processing';

/** Poll period of the results while a scan runs (spec 001 §9), in milliseconds. */
export const RUNNING_SCAN_POLL_MS = 2_000;

/** GET /api/admin/quality-review-results; polled every 2 s while a scan runs. */
export function useQualityReviewResults(
  kind: 'issues' | 'compilations',
  page: number,
  scanning = false,
) {
  return useQuery({
    queryKey: processingKeys.results(kind, page),
    queryFn: ({ signal }) =>
      callApi('getAdminQualityReviewResults', {
        query: { kind, page, limit: PROCESSING_PAGE_SIZE },
        signal,
      }),
    enabled: useIsStaff(),
    refetchInterval: (query) =>
      scanning || query.state.data?.running ? RUNNING_SCAN_POLL_MS : false,
    placeholderData: (previous) => previous,
  });
}

/** GET /api/admin/fixed-responses. */
export function useFixedResponses(page: number) {
  return useQuery({
    queryKey: processingKeys.fixed(page),
    queryFn: ({ signal }) =>
      callApi('getAdminFixedResponses', { query: { page, limit: PROCESSING_PAGE_SIZE }, signal }),
    enabled: useIsStaff(),
    placeholderData: (previous) => previous,
  });
}

/** POST /api/admin/update-response-genres/{responseId} { genreIds, derivedTitle, derivedArtist, fixType }. */
export function useUpdateResponseGenres() {
  const invalidate = useRefreshProcessing();
  return useMutation({
    mutationFn: ({ responseId, body }: { responseId: number; body: UpdateResponseGenresBody }) =>
      callApi('postAdminUpdateResponseGenres', { params: { id: responseId }, body }),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/admin/quality-review-run (empty body). */
export function useStartScan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('postAdminQualityReviewRun'),
    onSuccess: () => client.invalidateQueries({ queryKey: processingKeys.resultsPrefix }),
  });
}
