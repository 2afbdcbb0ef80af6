/**
 * Feed search (spec 000 §2): "Search requests or tags" with a clear button; while open and no genre
 * is chosen, genre chips (the member's favourites, or tags matching the text by substring, at most
 * 10) filter the feed; a chosen genre shows as a removable chip.
 */
import { useQuery } from '@tanstack/react-query';
import { Tag, X } from 'lucide-react';
import { FEED_SEARCH_DEBOUNCE_MS } from '@common/constants';
import type { GenreRef } from '@common/schemas';
import { SearchInput } from '../../../components/ui/search-input';
import { genreSearchQuery } from '../../../lib/queries/genres';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PeopleResults } from './people-results';
import { t } from '../../../lib/i18n';

/** Tag search limit (spec 000 §9). */
export const TAG_SEARCH_LIMIT = 10;

export interface FeedSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  genre: GenreRef | null;
  onGenreChange: (genre: GenreRef | null) => void;
  favourites: GenreRef[];
}

function useTagSearch(text: string) {
  const term = useDebouncedValue(text.trim(), FEED_SEARCH_DEBOUNCE_MS);
  return useQuery({ ...genreSearchQuery(term, TAG_SEARCH_LIMIT), enabled: term.length > 0 });
}

export function FeedSearch({
  text,
  onTextChange,
  genre,
  onGenreChange,
  favourites,
}: FeedSearchProps) {
  const tags = useTagSearch(text);
  const chips: GenreRef[] = text.trim()
    ? (tags.data ?? []).map((g) => ({ id: g.id, name: g.name }))
    : favourites.slice(0, TAG_SEARCH_LIMIT);

  return (
    <div className="space-y-3">
      <div>
        <SearchInput
          label={t('feed.searchLabel')}
          labelClassName="sr-only"
          type="search"
          // The box appears only when the member opens search, so focus goes where they asked to type.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          onClear={() => onTextChange('')}
          placeholder={t('feed.searchLabel')}
          autoComplete="off"
          className="pe-11 [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      {!genre && <PeopleResults text={text} />}
      {genre ? (
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t('feed.genre')}</span>
          <button
            type="button"
            onClick={() => onGenreChange(null)}
            aria-label={t('feed.removeGenre', { genre: genre.name })}
            className="inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-fg hover:bg-accent-hover"
          >
            {genre.name}
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </div>
      ) : (
        chips.length > 0 && (
          <ul
            aria-label={text.trim() ? t('feed.matchingTags') : t('feed.yourGenres')}
            className="flex flex-wrap gap-1.5"
          >
            {chips.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  onClick={() => onGenreChange(g)}
                  className="inline-flex items-center gap-1 rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold hover:bg-surface-2"
                >
                  <Tag className="h-3 w-3" aria-hidden="true" />
                  {g.name}
                </button>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
