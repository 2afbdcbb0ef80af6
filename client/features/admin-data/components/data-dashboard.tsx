/**
 * The data dashboard at /data (spec 001 §2 "Data dashboard"): six tabs, Stats, Users, Requests,
 * Responses, Saves and Genres. The open tab is kept in the address (`?tab=users`); a table's rows
 * are fetched only while its tab is open. Render it for staff only (see app/pages/data-page.tsx).
 */
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { TabList, underlineTabClasses } from '../../../components/ui/tab-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StatsPanel } from './stats-panel';
import { GenreTables, RequestsTable, ResponsesTable, SavesTable, UsersTable } from './tables';
import { withSearchParam } from '../../../lib/search-params';
import { t } from '../../../lib/i18n';

const TABS = [
  { value: 'stats', label: () => t('staff.data.tab.stats'), panel: StatsPanel },
  { value: 'users', label: () => t('staff.data.tab.users'), panel: UsersTable },
  { value: 'requests', label: () => t('staff.data.tab.requests'), panel: RequestsTable },
  { value: 'responses', label: () => t('staff.data.tab.responses'), panel: ResponsesTable },
  { value: 'saves', label: () => t('staff.data.tab.saves'), panel: SavesTable },
  { value: 'genres', label: () => t('staff.data.tab.genres'), panel: GenreTables },
] as const;
type TabValue = (typeof TABS)[number]['value'];

export function DataDashboard() {
  useDocumentTitle(t('staff.data.tabs'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((entry) => entry.value === requested)
    ? (requested as TabValue)
    : 'stats';

  function select(value: string) {
    setParams((current) => withSearchParam(current, 'tab', value === 'stats' ? null : value), {
      replace: true,
    });
  }

  return (
    <div className="space-y-5 pb-4">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('staff.data.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('staff.data.subtitle')}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={select}>
        <TabList
          label={t('staff.data.tabs')}
          tabs={TABS.map(({ value, label }) => ({ value, label: label() }))}
          className="grid grid-cols-3 border-b border-line sm:flex sm:gap-1"
          triggerClassName={underlineTabClasses}
        />
        {TABS.map(({ value, panel: Panel }) => (
          <Tabs.Content key={value} value={value} className="pt-5 focus-visible:outline-offset-4">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
