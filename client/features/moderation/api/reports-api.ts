/** Report and Reports-queue calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportBody, ModerationActionBody } from '@common/schemas/reports';
import { callApi } from '../../../lib/api';
import { reportKeys, reportQueueQuery } from '../../../lib/queries/moderation';
import { requestKeys } from '../../../lib/queries/requests';
import { responseKeys } from '../../../lib/queries/responses';

export function useReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => callApi('postReports', { body, idempotent: true }),
  });
}

export function useReportQueue() {
  return useQuery(reportQueueQuery());
}

/** Hide, restore or dismiss; refreshes the queue and whatever showed the item. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationActionBody) => callApi('postAdminModeration', { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.queue }),
        queryClient.invalidateQueries({ queryKey: requestKeys.lists }),
        queryClient.invalidateQueries({ queryKey: responseKeys.all }),
      ]),
  });
}
