/** Query options of member moderation: the members the viewer blocks. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const moderationKeys = {
  blocks: [apiPath('getBlocks')] as const,
};

/** GET /api/blocks: the viewer's blocked members, most recent first. */
export const blocksQuery = () =>
  queryOptions({
    queryKey: moderationKeys.blocks,
    queryFn: () => callApi('getBlocks'),
  });

export const reportKeys = {
  queue: [apiPath('getAdminReports')] as const,
};

/** GET /api/admin/reports (staff): open reports grouped per item and the latest actions. */
export const reportQueueQuery = () =>
  queryOptions({
    queryKey: reportKeys.queue,
    queryFn: ({ signal }) => callApi('getAdminReports', { signal }),
  });
