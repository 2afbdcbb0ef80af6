/** The Stats tab (spec 001 §2): Total Users, Total Requests, Total Responses, Total Saves. */
import { MessageSquareText, Music, Bookmark, Users } from 'lucide-react';
import type { AdminDataStats } from '@common/schemas';
import { ErrorPanel } from '../../../components/ui/error-state';
import { SectionSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useDataStats } from '../api/admin-data-api';
import { formatNumber, t } from '../../../lib/i18n';

const CARDS: { key: keyof AdminDataStats; label: () => string; icon: typeof Users }[] = [
  { key: 'totalUsers', label: () => t('staff.data.totalUsers'), icon: Users },
  { key: 'totalRequests', label: () => t('staff.data.totalRequests'), icon: MessageSquareText },
  { key: 'totalResponses', label: () => t('staff.data.totalResponses'), icon: Music },
  { key: 'totalSaves', label: () => t('staff.data.totalSaves'), icon: Bookmark },
];

export function StatsPanel() {
  const stats = useDataStats();
  if (stats.isPending) {
    return <SectionSpinner label={t('staff.data.loadingStats')} />;
  }
  if (stats.isError) {
    return (
      <ErrorPanel
        title={t('staff.data.statsFailed')}
        detail={errorMessage(stats.error, t('staff.feedback.tryLater'))}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-muted">{label()}</h2>
            <Icon className="h-4 w-4 text-accent" aria-hidden="true" />
          </div>
          <p className="mt-2 text-3xl font-extrabold tracking-tight tabular-nums">
            {formatNumber(stats.data[key])}
          </p>
        </li>
      ))}
    </ul>
  );
}
