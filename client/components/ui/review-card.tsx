/**
 * The parts of the staff review lists (the /processing screen's genre-detection and quality-review
 * tabs): the item card, badges, the YouTube link, a genre list and the pager.
 */
import { genreLabel } from '@common/genre-label';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';
import { t } from '../../lib/i18n';

/** A small rounded label in one of five tones. */
export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'danger' | 'success' | 'accent' | 'warning';
  className?: string;
}) {
  const tones = {
    neutral: 'bg-surface-2 text-fg',
    danger: 'bg-danger text-white dark:text-black',
    success: 'bg-success/15 text-green-800 dark:text-green-200 ring-1 ring-success/40 ring-inset',
    accent: 'bg-accent-soft text-accent-soft-fg',
    warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  } as const;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** "Watch video" opening the song's YouTube page in a new tab (the id read out to screen readers). */
export function VideoLink({ songId }: { songId: string }) {
  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(songId)}`}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent-soft-fg underline-offset-2 hover:underline dark:text-accent"
    >
      {t('ui.watchVideo')} <span className="sr-only">{t('ui.onYouTube', { id: songId })}</span>
      <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
    </a>
  );
}

/** Previous / "Page x of y" / Next; hidden when everything fits on one page. */
export function Pager({
  page,
  total,
  limit,
  onPage,
  label,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('ui.pages', { label })}
      className="flex items-center justify-between gap-3 pt-2"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ui.previous')}
      </Button>
      <span className="text-sm text-muted">{t('ui.pageOf', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('ui.next')}
      </Button>
    </nav>
  );
}

/** Genre names joined by commas (the no-genre marker in words), or "None". */
export function GenreList({ genres }: { genres: { name: string }[] | string[] }) {
  // The no-genre marker in words, never its stored name.
  const names = genres.map((g) => genreLabel(typeof g === 'string' ? g : g.name));
  if (names.length === 0) return <span className="text-muted">{t('ui.none')}</span>;
  return <>{names.join(', ')}</>;
}

/** An item of a review list: a bordered article, green while `highlighted` (just saved). */
export function Card({
  children,
  className,
  highlighted,
  ...rest
}: {
  children: ReactNode;
  className?: string;
  highlighted?: boolean;
} & React.HTMLAttributes<HTMLElement>) {
  return (
    <article
      {...rest}
      data-highlighted={highlighted ? 'true' : undefined}
      className={cn(
        'rounded-2xl border border-line bg-surface p-4 transition-colors duration-500',
        highlighted && 'border-success bg-success/10 ring-2 ring-success',
        className,
      )}
    >
      {children}
    </article>
  );
}

/** What a review list shows instead of its items: loading, a failure with a retry, or `empty`. */
export function ReviewListState({
  isPending,
  failed,
  onRetry,
  empty,
}: {
  isPending: boolean;
  /** The failure's message, or null when the list loaded (empty). */
  failed: string | null;
  onRetry: () => void;
  /** A sentence (shown in a dashed box) or the caller's own empty state. */
  empty: ReactNode;
}) {
  if (isPending) return <Spinner showLabel label={t('ui.loading')} />;
  if (failed) return <ErrorState message={failed} onRetry={onRetry} />;
  if (typeof empty !== 'string') return <>{empty}</>;
  return (
    <p className="rounded-2xl border border-dashed border-line p-6 text-center font-semibold">
      {empty}
    </p>
  );
}

/** The query of one page of a review list, as TanStack Query gives it. */
export interface ReviewPageQuery<T> {
  data?: { items?: readonly T[]; total: number };
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A page of a review list: the items (one `<li>` each, keyed by `id`), or with none the list's
 * loading / failure / empty state, then the pager once the total is known. `items` defaults to
 * the page's; a failure shows only while nothing has loaded, worded by `failedText`.
 */
export function PagedReviewList<T extends { id: number }>({
  query,
  items = query.data?.items ?? [],
  failedText,
  empty,
  renderItem,
  ...pager
}: {
  query: ReviewPageQuery<T>;
  items?: readonly T[];
  failedText: (error: unknown) => string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
} & Omit<Parameters<typeof Pager>[0], 'total'>) {
  const { data, isPending, error, refetch } = query;
  return (
    <>
      {items.length === 0 ? (
        <ReviewListState
          isPending={isPending && !data}
          failed={error && !data ? failedText(error) : null}
          onRetry={() => void refetch()}
          empty={empty}
        />
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {data && <Pager {...pager} total={data.total} />}
    </>
  );
}
