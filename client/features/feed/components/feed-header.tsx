/**
 * The feed's header bar (spec 000 §2): tabs All / You, a search toggle, a layout toggle and the
 * sort control (RECENT, POPULAR, MAGIC, then TOP with its period, decision 050), and an "Unanswered" toggle that keeps only
 * requests nobody has answered yet; it lives in the URL (?unanswered=true), and a
 * "Following" toggle for requests asked or answered by people the member follows (?following=true).
 * Sticks below the app header.
 */
import { Columns3, LayoutList, Search, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { Suspense } from 'react';
import type { TopWindow } from '@common/constants';
import { lazyNamed } from '../../../lib/lazy-named';
import { SORT_LABELS, type FeedLayout, type UiSort } from '../lib/feed-preferences';

// Top's period select is not part of the feed's first paint: its code loads when Top is chosen,
// behind a placeholder of its size (decision 042).
const TopWindowSelect = lazyNamed(() => import('./top-window-select'), 'TopWindowSelect');

export type FeedTab = 'all' | 'you';

export interface FeedHeaderProps {
  tab: FeedTab;
  onTabChange: (tab: FeedTab) => void;
  searchOpen: boolean;
  onToggleSearch: () => void;
  /** The pointer went down on, or the keyboard focused, the search toggle: its code can start loading. */
  onSearchIntent?: () => void;
  layout: FeedLayout;
  onLayoutChange: (layout: FeedLayout) => void;
  /** The spec's sort in effect, or Top (decision 050). */
  sort: UiSort | 'top';
  onSortChange: (sort: UiSort | 'top') => void;
  /** Top's window, and changing it (shown while Top is chosen). */
  topWindow: TopWindow;
  onTopWindowChange: (window: TopWindow) => void;
  unanswered: boolean;
  onUnansweredChange: (unanswered: boolean) => void;
  /** Only requests asked or answered by members the viewer follows (?following=true). */
  following: boolean;
  onFollowingChange: (following: boolean) => void;
}

const filterPill =
  'rounded-full border px-2.5 py-1 text-[11px] font-bold tracking-wider sm:px-3 sm:text-xs';
const filterPillOn = 'border-accent bg-accent-soft text-accent-soft-fg';
const filterPillOff = 'border-line bg-surface text-muted hover:text-fg';

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-fg hover:bg-surface-2 aria-pressed:bg-accent-soft aria-pressed:text-accent-soft-fg';

/** The tabs and the two filter toggles (UNANSWERED, FOLLOWING; only on the All tab). */
function FeedTabsAndFilters(props: FeedHeaderProps) {
  return (
    <div className="flex items-center gap-2">
      <div className="flex rounded-full bg-surface-2 p-1" role="group" aria-label={t('feed.tabs')}>
        {(['all', 'you'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={props.tab === tab}
            onClick={() => props.onTabChange(tab)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-bold',
              props.tab === tab ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            {tab === 'all' ? t('feed.tab.all') : t('feed.tab.you')}
          </button>
        ))}
      </div>
      {props.tab === 'all' && (
        <button
          type="button"
          aria-pressed={props.unanswered}
          onClick={() => props.onUnansweredChange(!props.unanswered)}
          title={t('feed.unansweredHint')}
          className={cn(
            'rounded-full border px-2.5 py-1 text-[11px] font-bold tracking-wider sm:px-3 sm:text-xs',
            props.unanswered
              ? 'border-accent bg-accent-soft text-accent-soft-fg'
              : 'border-line bg-surface text-muted hover:text-fg',
          )}
        >
          {t('feed.unanswered')}
        </button>
      )}
      {props.tab === 'all' && (
        <button
          type="button"
          aria-pressed={props.following}
          onClick={() => props.onFollowingChange(!props.following)}
          title={t('feed.followingHint')}
          className={cn(filterPill, props.following ? filterPillOn : filterPillOff)}
        >
          {t('feed.following')}
        </button>
      )}
    </div>
  );
}

/** The All tab's tools: search toggle, layout toggle and the sort control. */
function FeedTools(props: FeedHeaderProps) {
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-pressed={props.searchOpen}
        aria-label={props.searchOpen ? t('feed.closeSearch') : t('feed.search')}
        onClick={props.onToggleSearch}
        onPointerDown={props.onSearchIntent}
        onFocus={props.onSearchIntent}
      >
        {props.searchOpen ? (
          <X className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Search className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={props.layout === 'masonry' ? t('feed.toColumns') : t('feed.toMasonry')}
        onClick={() => props.onLayoutChange(props.layout === 'masonry' ? 'column' : 'masonry')}
      >
        {props.layout === 'masonry' ? (
          <LayoutList className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Columns3 className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
      <div
        className="ms-1 flex rounded-full border border-line bg-surface p-0.5"
        role="group"
        aria-label={t('feed.sort')}
      >
        {([...(Object.keys(SORT_LABELS) as UiSort[]), 'top'] as const).map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={props.sort === sort}
            onClick={() => props.onSortChange(sort)}
            className={cn(
              'rounded-full px-2.5 py-1 text-[11px] font-bold tracking-wider sm:px-3 sm:text-xs',
              props.sort === sort ? 'bg-accent text-accent-fg' : 'text-muted hover:text-fg',
            )}
          >
            {t(sort === 'top' ? 'feed.sort.top' : SORT_LABELS[sort])}
          </button>
        ))}
      </div>
      {props.sort === 'top' && (
        <Suspense fallback={<span className="ms-1 inline-block h-8 w-28" aria-hidden="true" />}>
          <TopWindowSelect window={props.topWindow} onChange={props.onTopWindowChange} />
        </Suspense>
      )}
    </>
  );
}

export function FeedHeader(props: FeedHeaderProps) {
  return (
    <div className="sticky top-14 z-30 -mx-4 mb-4 border-b border-line bg-bg/95 px-4 py-2 backdrop-blur">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FeedTabsAndFilters {...props} />
        <div className="flex flex-wrap items-center gap-1">
          {props.tab === 'all' && <FeedTools {...props} />}
        </div>
      </div>
    </div>
  );
}
