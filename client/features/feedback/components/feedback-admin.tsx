/**
 * The Feedback Admin screen (spec 001 §2, §7, §8) for staff: filters Status, Type, Priority and
 * Sort By kept in the address (so a reload or a shared link shows the same list), then the cards,
 * 50 at a time with "Load more".
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_SORTS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
} from '@common/constants';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-state';
import { SectionSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  DEFAULT_FEEDBACK_FILTERS,
  useFeedbackList,
  type FeedbackFilters,
} from '../api/feedback-api';
import { priorityLabel, sortLabel, statusLabel, typeLabel } from '../lib/feedback-labels';
import { FeedbackCard } from './feedback-card';
import { SelectField } from './select-field';
import { withSearchParam } from '../../../lib/search-params';
import { t } from '../../../lib/i18n';

const withAll = <T extends string>(
  values: readonly T[],
  label: (value: T) => string,
  all: string,
) => [{ value: 'all', label: all }, ...values.map((value) => ({ value, label: label(value) }))];

/** The four filters, labelled in the page's language. */
const filterFields = () =>
  [
    {
      key: 'status',
      label: t('staff.feedback.status'),
      options: withAll(FEEDBACK_STATUSES, statusLabel, t('staff.feedback.allStatuses')),
    },
    {
      key: 'type',
      label: t('staff.feedback.type'),
      options: withAll(FEEDBACK_TYPES, typeLabel, t('staff.feedback.allTypes')),
    },
    {
      key: 'priority',
      label: t('staff.feedback.priority'),
      options: withAll(FEEDBACK_PRIORITIES, priorityLabel, t('staff.feedback.allPriorities')),
    },
    {
      key: 'sortBy',
      label: t('staff.feedback.sortBy'),
      options: FEEDBACK_SORTS.map((value) => ({ value, label: sortLabel(value) })),
    },
  ] as const;

/** Reads the filters from the address; unknown values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): FeedbackFilters {
  const pick = <K extends keyof FeedbackFilters>(
    key: K,
    allowed: readonly string[],
  ): FeedbackFilters[K] => {
    const value = params.get(key);
    return (
      value !== null && allowed.includes(value) ? value : DEFAULT_FEEDBACK_FILTERS[key]
    ) as FeedbackFilters[K];
  };
  return {
    status: pick('status', ['all', ...FEEDBACK_STATUSES]),
    type: pick('type', ['all', ...FEEDBACK_TYPES]),
    priority: pick('priority', ['all', ...FEEDBACK_PRIORITIES]),
    sortBy: pick('sortBy', FEEDBACK_SORTS),
  };
}

/** The list's loading, error and empty states, else the cards with "Load more". */
function FeedbackResults({
  list,
  filtered,
}: {
  list: ReturnType<typeof useFeedbackList>;
  filtered: boolean;
}) {
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  return list.isPending ? (
    <SectionSpinner label={t('staff.feedback.loading')} />
  ) : list.isError ? (
    <ErrorPanel
      title={t('staff.feedback.fetchFailed')}
      detail={errorMessage(list.error, t('staff.feedback.tryLater'))}
      onRetry={() => void list.refetch()}
    />
  ) : items.length === 0 ? (
    <p className="rounded-2xl border border-dashed border-line px-4 py-12 text-center text-muted">
      {filtered ? t('staff.feedback.noMatch') : t('staff.feedback.none')}
    </p>
  ) : (
    <>
      <ul className="space-y-4" aria-busy={list.isFetching}>
        {items.map((item) => (
          <li key={item.id}>
            <FeedbackCard item={item} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage
              ? t('staff.feedback.loadingMore')
              : t('staff.feedback.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The staff screen; render it only for staff (the list call is made as soon as it mounts). */
export function FeedbackAdmin() {
  useDocumentTitle(t('staff.feedback.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useFeedbackList(filters, true);
  const filtered = filters.status !== 'all' || filters.type !== 'all' || filters.priority !== 'all';

  useEffect(() => {
    if (list.isError)
      toast({
        title: t('staff.feedback.fetchFailed'),
        description: errorMessage(list.error, t('staff.feedback.tryLater')),
        variant: 'destructive',
      });
  }, [list.isError, list.error]);

  function setFilter(key: keyof FeedbackFilters, value: string) {
    setParams(
      (current) =>
        withSearchParam(current, key, value === DEFAULT_FEEDBACK_FILTERS[key] ? null : value),
      { replace: true },
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('staff.feedback.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('staff.feedback.subtitle')}</p>
      </header>

      <section
        aria-label={t('staff.feedback.filters')}
        className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-4"
      >
        {filterFields().map((f) => (
          <SelectField
            key={f.key}
            label={f.label}
            value={filters[f.key]}
            options={f.options}
            onValueChange={(value) => setFilter(f.key, value)}
          />
        ))}
      </section>

      <FeedbackResults list={list} filtered={filtered} />
    </div>
  );
}
