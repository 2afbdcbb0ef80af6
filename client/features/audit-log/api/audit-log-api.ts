/** The staff audit log's calls. */
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEventType } from '@common/schemas/audit-log';
import { auditLogQuery } from '../../../lib/queries/audit-log';

/** Events of `type` (all when undefined), newest first, one page at a time. */
export function useAuditLog(type: AuditEventType | undefined) {
  const query = useInfiniteQuery(auditLogQuery(type));
  const events = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return { ...query, events };
}
