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

const TABS = [
  { value: 'stats', label: 'Stats', panel: StatsPanel },
  { value: 'users', label: 'Users', panel: UsersTable },
  { value: 'requests', label: 'Requests', panel: RequestsTable },
  { value: 'responses', label: 'Responses', panel: ResponsesTable },
  { value: 'saves', label: 'Saves', panel: SavesTable },
  { value: 'genres', label: 'Genres', panel: GenreTables },
] as const;
type TabValue = (typeof TABS)[number]['value'];

export function DataDashboard() {
  useDocumentTitle('Data');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : 'stats';

  function select(value: string) {
    setParams((current) => withSearchParam(current, 'tab', value === 'stats' ? null : value), {
      replace: true,
    });
  }

  return (
    <div className="space-y-5 pb-4">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Data Dashboard</h1>
        <p className="mt-1 text-sm text-muted">
          Members, requests, recommendations and saves: sort any column, export any table as CSV.
        </p>
      </header>
      <Tabs.Root value={tab} onValueChange={select}>
        <TabList
          label="Data"
          tabs={TABS}
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
