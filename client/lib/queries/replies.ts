/** Query options of the replies under an answer; the only place their keys are written. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { REPLY_PAGE_SIZE } from '@common/replies-text';
import { callApi } from '../api';

export const replyKeys = {
  /** Prefix of every thread. */
  all: ['replies'] as const,
  byResponse: (responseId: number) => ['replies', responseId] as const,
};

/** An answer's replies, oldest first, REPLY_PAGE_SIZE a page ("Show more replies" loads the next). */
export function repliesQuery(responseId: number) {
  return infiniteQueryOptions({
    queryKey: replyKeys.byResponse(responseId),
    queryFn: ({ pageParam, signal }) =>
      callApi('getResponseReplies', {
        params: { id: responseId },
        query: { page: pageParam, limit: REPLY_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });
}
