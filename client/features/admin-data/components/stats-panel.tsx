/** The Stats tab (spec 001 §2): Total Users, Total Requests, Total Responses, Total Saves. */
import { MessageSquareText, Music, Bookmark, Users } from 'lucide-react';
import type { AdminDataStats } from '@common/schemas';
import { ErrorPanel } from '../../../components/ui/error-state';
import { SectionSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useDataStats } from '../api/admin-data-api';

const CARDS: { key: keyof AdminDataStats; label: string; icon: typeof Users }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'totalRequests', label: 'Total Requests', icon: MessageSquareText },
  { key: 'totalResponses', label: 'Total Responses', icon: Music },
  { key: 'totalSaves', label: 'Total Saves', icon: Bookmark },
];

export function StatsPanel() {
  const stats = useDataStats();
  if (stats.isPending) {
    return <SectionSpinner label="Loading stats..." />;
  }
  if (stats.isError) {
    return (
      <ErrorPanel
        title="Failed to load stats"
        detail={errorMessage(stats.error, 'Please try again later.')}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-muted">{label}</h2>
            <Icon className="h-4 w-4 text-accent" aria-hidden="true" />
          </div>
          <p className="mt-2 text-3xl font-extrabold tracking-tight tabular-nums">
            {stats.data[key].toLocaleString()}
          </p>
        </li>
      ))}
    </ul>
  );
}
