/** Query options of member moderation (issue 14): the members the viewer blocks. */
import { queryOptions } from '@tanstack/react-query';
import type { BlockList } from '@common/schemas/moderation';
import type { ReportQueue } from '@common/schemas/reports';
import { api } from '../api';

export const moderationKeys = {
  blocks: ['/api/blocks'] as const,
};

/** GET /api/blocks: the viewer's blocked members, most recent first. */
export const blocksQuery = () =>
  queryOptions({ queryKey: moderationKeys.blocks, queryFn: () => api<BlockList>('/api/blocks') });

export const reportKeys = {
  queue: ['/api/admin/reports'] as const,
};

/** GET /api/admin/reports (staff): open reports grouped per item and the latest actions. */
export const reportQueueQuery = () =>
  queryOptions({
    queryKey: reportKeys.queue,
    queryFn: ({ signal }) => api<ReportQueue>('/api/admin/reports', { signal }),
  });
