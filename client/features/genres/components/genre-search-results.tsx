/**
 * Flat search results of the genre picker (spec 000 §4, §5): shown instead of the categories
 * while the search box has text. Picking a result adds it; the parent then clears the search.
 */
import type { Genre } from '@common/schemas';
import { GenreOptionButton } from './genre-option-button';
import { t } from '../../../lib/i18n';

export interface GenreSearchResultsProps {
  results: readonly Genre[];
  /** True at 10 selected: results are disabled. */
  atCap: boolean;
  onPick: (genre: Genre) => void;
}

/** The sentence shown (and announced) by the picker when nothing matches. */
export function noGenresFoundMessage(search: string): string {
  return t('genres.noMatch', { search: search.trim() });
}

/** The matching genres as "add" buttons; renders nothing when there are none (the picker says so). */
export function GenreSearchResults({ results, atCap, onPick }: GenreSearchResultsProps) {
  if (results.length === 0) return null;
  return (
    <section aria-label={t('genres.matchingList')} className="space-y-2">
      <h3 className="text-sm font-bold tracking-wide text-fg">
        {t('genres.matchCount', { count: results.length })}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {results.map((genre) => (
          <li key={genre.id} className="max-w-full">
            <GenreOptionButton name={genre.name} disabled={atCap} onClick={() => onPick(genre)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
