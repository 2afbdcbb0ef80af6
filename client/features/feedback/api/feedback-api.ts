/**
 * Feedback calls of spec 001 §7: submitting (any member), and the staff list with its filters and
 * the per-item status and priority updates.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  type FeedbackPriority,
  type FeedbackSort,
  type FeedbackStatus,
  type FeedbackType,
} from '@common/constants';
import type { z } from 'zod';
import type { FeedbackItem, Page } from '@common/schemas';
import type { createFeedbackBodySchema } from '@common/schemas/feedback';
import { callApi } from '../../../lib/api';
import { feedbackKeys, feedbackListQuery } from '../../../lib/queries/feedback';

/** The body of POST /api/feedback, as its schema takes it (`screen`: the path the member was on). */
export type SubmitFeedbackInput = z.input<typeof createFeedbackBodySchema>;

/** POST /api/feedback {type, comment, screen, userId}. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (input: SubmitFeedbackInput) =>
      callApi('postFeedback', { body: input, idempotent: true }),
  });
}

/** Feedback Admin filters; `all` omits a filter (spec 001 §2). */
export interface FeedbackFilters {
  status: FeedbackStatus | 'all';
  type: FeedbackType | 'all';
  priority: FeedbackPriority | 'all';
  sortBy: FeedbackSort;
}

export const DEFAULT_FEEDBACK_FILTERS: FeedbackFilters = {
  status: 'all',
  type: 'all',
  priority: 'all',
  sortBy: 'newest',
};

/** Query parameters of GET /api/feedback: `all` filters are left out. */
export function feedbackListParams(filters: FeedbackFilters): Record<string, string> {
  const params: Record<string, string> = { sortBy: filters.sortBy };
  for (const key of ['status', 'type', 'priority'] as const)
    if (filters[key] !== 'all') params[key] = filters[key];
  return params;
}

/** The filtered feedback list, 50 per page; idle unless `enabled` (staff only). */
export function useFeedbackList(filters: FeedbackFilters, enabled: boolean) {
  const params = feedbackListParams(filters);
  return useInfiniteQuery({ ...feedbackListQuery(params), enabled });
}

type FeedbackField = { status: FeedbackStatus } | { priority: FeedbackPriority };

/**
 * PATCH /api/feedback/{id}/status or /priority. The card shows the new value at once (every cached
 * list is patched); a failure rolls back, and either way the lists are refetched so filters and the
 * priority sort stay true.
 */
export function useUpdateFeedback(field: 'status' | 'priority') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: string }) =>
      // The card's select offers only the field's own values (FIELDS in feedback-card.tsx).
      field === 'status'
        ? callApi('patchFeedbackStatus', {
            params: { id },
            body: { status: value as FeedbackStatus },
          })
        : callApi('patchFeedbackPriority', {
            params: { id },
            body: { priority: value as FeedbackPriority },
          }),
    onMutate: async ({ id, value }) => {
      await queryClient.cancelQueries({ queryKey: feedbackKeys.lists });
      const snapshot = queryClient.getQueriesData<InfiniteData<Page<FeedbackItem>>>({
        queryKey: feedbackKeys.lists,
      });
      const patch = { [field]: value } as FeedbackField;
      queryClient.setQueriesData<InfiniteData<Page<FeedbackItem>>>(
        { queryKey: feedbackKeys.lists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              data: p.data.map((f) => (f.id === id ? { ...f, ...patch } : f)),
            })),
          },
      );
      return { snapshot };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.lists }),
  });
}
