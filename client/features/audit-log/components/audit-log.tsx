/**
 * The staff "Audit log" section on /admin: security events newest first, filtered
 * by type, 50 at a time with Load more, and the CSV export of the same filter.
 */
import { apiPath } from '@common/api-routes';
import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { AUDIT_EVENT_LABELS, AUDIT_EVENT_TYPES, type AuditEventType } from '@common/audit-events';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/text-field';
import { withQuery } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useAuditLog } from '../api/audit-log-api';
import { describeDetails } from '../lib/describe-details';
import { t } from '../../../lib/i18n';
import { staffTime } from '../../../lib/staff-time';

type AuditEvent = ReturnType<typeof useAuditLog>['events'][number];

/** The type filter and the CSV export of the same filter. */
function AuditLogControls({
  type,
  onTypeChange,
}: {
  type: AuditEventType | undefined;
  onTypeChange: (type: AuditEventType | undefined) => void;
}) {
  const selectId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-semibold">
          {t('staff.audit.eventType')}
        </label>
        <select
          id={selectId}
          className={cn(inputClasses, 'w-auto')}
          value={type ?? ''}
          onChange={(e) =>
            onTypeChange(e.target.value ? (e.target.value as AuditEventType) : undefined)
          }
        >
          <option value="">{t('staff.audit.allEvents')}</option>
          {AUDIT_EVENT_TYPES.map((eventType) => (
            <option key={eventType} value={eventType}>
              {AUDIT_EVENT_LABELS[eventType]}
            </option>
          ))}
        </select>
      </div>
      <a
        href={withQuery(apiPath('getAdminAuditLogExport'), { type })}
        download
        className={buttonClasses('outline', 'md')}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {t('staff.audit.export')}
      </a>
    </div>
  );
}

const COLUMNS = [
  () => t('staff.audit.column.time'),
  () => t('staff.audit.column.event'),
  () => t('staff.audit.column.by'),
  () => t('staff.audit.column.account'),
  () => t('staff.audit.column.ip'),
  () => t('staff.audit.column.details'),
];

function AuditEventTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('staff.audit.caption')}</caption>
        <thead className="bg-surface-2">
          <tr>
            {COLUMNS.map((column, i) => (
              <th key={i} scope="col" className="px-3 py-2">
                {column()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id} className="border-t border-line" data-testid="audit-event">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {staffTime(e.createdAt, 'd MMM yyyy HH:mm:ss', { seconds: true })}
              </td>
              <td className="px-3 py-2 font-semibold">{AUDIT_EVENT_LABELS[e.type]}</td>
              <td className="px-3 py-2" dir="auto">
                {e.actor ? e.actor.displayName : '—'}
              </td>
              <td className="px-3 py-2" dir="auto">
                {e.target ? `${e.target.displayName} (#${e.target.id})` : '—'}
              </td>
              <td className="px-3 py-2 tabular-nums">{e.ip ?? '—'}</td>
              <td className="px-3 py-2 break-words" dir="auto">
                {describeDetails(e.details)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AuditLog() {
  const [type, setType] = useState<AuditEventType | undefined>(undefined);
  const log = useAuditLog(type);
  return (
    <section aria-labelledby="audit-title" className="mt-10 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="audit-title" className="text-2xl font-bold">
          {t('staff.audit.title')}
        </h2>
        <AuditLogControls type={type} onTypeChange={setType} />
      </div>
      {log.isPending && <Spinner label={t('ui.loading')} showLabel />}
      {log.isError && (
        <ErrorState message={t('staff.audit.loadFailed')} onRetry={() => void log.refetch()} />
      )}
      {log.data && log.events.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          {t('staff.audit.empty')}
        </p>
      )}
      {log.events.length > 0 && <AuditEventTable events={log.events} />}
      {log.hasNextPage && (
        <Button
          variant="outline"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('staff.audit.loadingMore') : t('staff.audit.loadMore')}
        </Button>
      )}
    </section>
  );
}
