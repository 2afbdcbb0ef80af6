/**
 * /you (spec 000 §2 "You page"): document title "You | Hearsay" and four filters kept in the URL
 * (?filter=saved|requests|responses|others, default saved): the saved songs, the member's
 * requests, their recommendations (both with Play All where songs are) and what others did with
 * their requests and recommendations.
 */
import { Link, useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import { TabList } from '../../components/ui/tab-list';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../features/auth/api/session';
import { ActivityFeed } from '../../features/activity/components/activity-feed';
import { UserRequestList } from '../../features/profiles/components/user-request-list';
import { SavedSongs } from '../../features/saved-songs/components/saved-songs';
import { withSearchParam } from '../../lib/search-params';
import { t } from '../../lib/i18n';

export const YOU_FILTERS = ['saved', 'requests', 'responses', 'others'] as const;
export type YouFilter = (typeof YOU_FILTERS)[number];

const LABELS: Record<YouFilter, () => string> = {
  saved: () => t('you.tab.saved'),
  requests: () => t('you.tab.requests'),
  responses: () => t('you.tab.recs'),
  others: () => t('you.tab.others'),
};

/** The filter named by `?filter=`, else saved (spec 000 §4: "The You page filter defaults to saved"). */
export function parseYouFilter(value: string | null): YouFilter {
  return (YOU_FILTERS as readonly string[]).includes(value ?? '') ? (value as YouFilter) : 'saved';
}

const tabClasses = cn(
  'shrink-0 rounded-full px-4 py-2 text-sm font-bold tracking-wide text-muted transition-colors hover:bg-surface-2 hover:text-fg',
  'data-[state=active]:bg-accent data-[state=active]:text-accent-fg',
);

export function YouPage() {
  useDocumentTitle(t('feed.tab.you'));
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = parseYouFilter(params.get('filter'));
  if (!user) return null;

  const select = (value: string) =>
    setParams(withSearchParam(params, 'filter', value === 'saved' ? null : value), {
      replace: true,
    });

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <header className="flex items-center gap-4">
        <Avatar user={user} size="md" />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight">{t('feed.tab.you')}</h1>
          <p dir="auto" className="truncate text-sm text-muted">
            {user.displayName}
          </p>
        </div>
      </header>
      <Tabs.Root value={filter} onValueChange={select}>
        <TabList
          label={t('you.show')}
          tabs={YOU_FILTERS.map((f) => ({ value: f, label: LABELS[f]() }))}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
          triggerClassName={tabClasses}
        />
        <Tabs.Content value="saved" className="rounded-lg pt-5">
          <SavedSongs userId={user.id} />
        </Tabs.Content>
        <Tabs.Content value="requests" className="rounded-lg pt-5">
          <UserRequestList
            userId={user.id}
            empty={
              <div className="py-12 text-center">
                <p className="text-lg font-semibold">{t('you.noRequests')}</p>
                <Link to="/new-request" className={buttonClasses('primary', 'md', 'mt-4')}>
                  {t('nav.newRequest')}
                </Link>
              </div>
            }
          />
        </Tabs.Content>
        <Tabs.Content value="responses" className="rounded-lg pt-5">
          <ActivityFeed userId={user.id} activityType="responses" />
        </Tabs.Content>
        <Tabs.Content value="others" className="rounded-lg pt-5">
          <ActivityFeed userId={user.id} activityType="others" />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
