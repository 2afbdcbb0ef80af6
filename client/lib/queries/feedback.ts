/** Query options of the staff feedback list (GET /api/feedback, spec 001 §7); the only place its keys are written. */
import { apiPath } from '@common/api-routes';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { FEEDBACK_PAGE_SIZE } from '@common/constants';
import { callApi } from '../api';

const LIST_PATH = apiPath('getFeedback');

export const feedbackKeys = {
  /** Prefix of every filtered list. */
  lists: [LIST_PATH] as const,
  list: (params: Record<string, string>) => [LIST_PATH, params] as const,
};

/** The feedback list under `params` (filters and sort), 50 per page. */
export function feedbackListQuery(params: Record<string, string>) {
  return infiniteQueryOptions({
    queryKey: feedbackKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      callApi('getFeedback', {
        query: { ...params, page: pageParam, limit: FEEDBACK_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });
}
