/**
 * The GIF tab's picker (spec 000 §2 "New request", §5, §8): a search box, trending GIFs while fewer
 * than 2 characters are typed, search results 800 ms after typing stops, the masonry grid, "Load
 * More GIFs" (only after a page of exactly 20), the end and empty messages, and the spec's toasts
 * when a search or a further page fails.
 */
import { useEffect, useId, type Ref } from 'react';
import type { Gif } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { SectionSpinner, Spinner } from '../../../components/ui/spinner';
import { SearchInput } from '../../../components/ui/search-input';
import { toast } from '../../../lib/toast-store';
import { useGifResults } from '../api/gifs-api';
import { GifGrid } from './gif-grid';
import { t } from '../../../lib/i18n';

export interface GifSearchProps {
  /** Search box text; kept by the parent so it survives picking and changing a GIF. */
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (gif: Gif) => void;
  selectedId?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

type GifQuery = ReturnType<typeof useGifResults>['query'];

/** The spec's toast when a search fails, or a different one when a further page fails. */
function useGifErrorToasts(query: GifQuery) {
  const { isError, isFetchNextPageError, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError) return;
    if (isFetchNextPageError) {
      toast({
        title: t('gif.loadMoreFailedTitle'),
        description: t('gif.loadMoreFailed'),
        variant: 'destructive',
      });
    } else {
      toast({
        title: t('gif.searchFailedTitle'),
        description: t('gif.searchFailed'),
        variant: 'destructive',
      });
    }
  }, [isError, isFetchNextPageError, errorUpdatedAt]);
}

/**
 * Below the heading: the first page's spinner or error, the empty message, or the grid with
 * "Load More GIFs" / the end message.
 */
function GifResultsBody({
  query,
  gifs,
  heading,
  loadingFirstPage,
  failedFirstPage,
  selectedId,
  onSelect,
}: {
  query: GifQuery;
  gifs: Gif[];
  heading: string;
  loadingFirstPage: boolean;
  failedFirstPage: boolean;
  selectedId?: string | null;
  onSelect: (gif: Gif) => void;
}) {
  return loadingFirstPage ? (
    <SectionSpinner label={t('gif.searching')} className="py-10" />
  ) : failedFirstPage ? (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center">
      <p className="text-sm text-muted">{t('gif.searchFailed')}</p>
      <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
        {t('gif.tryAgain')}
      </Button>
    </div>
  ) : gifs.length === 0 ? (
    query.isSuccess && (
      <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-muted">
        {t('gif.empty')}
      </p>
    )
  ) : (
    <>
      <GifGrid gifs={gifs} selectedId={selectedId} onSelect={onSelect} label={heading} />
      <div className="flex justify-center pt-1" aria-live="polite">
        {query.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && <Spinner label={t('gif.loadingMore')} />}
            {t('gif.loadMore')}
          </Button>
        ) : (
          <p className="text-sm text-muted">{t('gif.end')}</p>
        )}
      </div>
    </>
  );
}

export function GifSearch({
  text,
  onTextChange,
  onSelect,
  selectedId,
  inputRef,
  disabled,
}: GifSearchProps) {
  const { query, gifs, mode, searchedFor, waiting } = useGifResults(text);
  const id = useId();
  const { isError, isFetchNextPageError } = query;

  useGifErrorToasts(query);

  const heading =
    mode === 'trending' ? t('gif.trending') : t('gif.resultsFor', { query: searchedFor });
  const failedFirstPage = isError && !isFetchNextPageError;
  const loadingFirstPage = query.isPending && query.fetchStatus === 'fetching';

  return (
    <div className="space-y-3">
      <div>
        <SearchInput
          label={t('gif.search')}
          inputRef={inputRef}
          type="search"
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          onKeyDown={(e) => {
            // Enter must not submit the request form.
            if (e.key === 'Enter') e.preventDefault();
          }}
          placeholder={t('gif.placeholder')}
          autoComplete="off"
          disabled={disabled}
        />
      </div>

      <section
        aria-labelledby={`${id}-heading`}
        aria-busy={loadingFirstPage || waiting}
        className="space-y-3"
      >
        <div className="flex min-h-6 items-center justify-between gap-2">
          <h2
            id={`${id}-heading`}
            className="truncate text-sm font-bold tracking-wide text-muted uppercase"
          >
            {heading}
          </h2>
          {waiting && <Spinner label={t('gif.searching')} />}
        </div>

        <GifResultsBody
          query={query}
          gifs={gifs}
          heading={heading}
          loadingFirstPage={loadingFirstPage}
          failedFirstPage={failedFirstPage}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      </section>
    </div>
  );
}
