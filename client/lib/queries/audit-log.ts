/** Query options of the staff audit log: newest events first, by type, cursor paged. */
import { apiPath } from '@common/api-routes';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditEventType } from '@common/schemas/audit-log';
import { callApi } from '../api';

/** Events per page on the screen. */
export const AUDIT_LOG_SCREEN_PAGE = 50;

export const auditLogKeys = {
  all: [apiPath('getAdminAuditLog')] as const,
  list: (type: AuditEventType | undefined) => [apiPath('getAdminAuditLog'), type ?? 'all'] as const,
};

export function auditLogQuery(type: AuditEventType | undefined) {
  return infiniteQueryOptions({
    queryKey: auditLogKeys.list(type),
    queryFn: ({ pageParam, signal }) =>
      callApi('getAdminAuditLog', {
        query: { type, cursor: pageParam || undefined, limit: AUDIT_LOG_SCREEN_PAGE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
