/** The "Selected (n/10)" chip list of the genre picker; clicking a chip removes it (spec 000 §2). */
import { useId, useLayoutEffect, useRef } from 'react';
import type { GenreRef } from '@common/schemas';
import { GenreChip } from '../../../components/ui/genre-chip';
import { t } from '../../../lib/i18n';

export interface SelectedGenreListProps {
  selected: readonly GenreRef[];
  max: number;
  onRemove: (genre: GenreRef) => void;
  /** Called after the last chip is removed, so focus can go somewhere useful. */
  onEmptied?: () => void;
}

export function SelectedGenreList({ selected, max, onRemove, onEmptied }: SelectedGenreListProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // A removed chip takes the keyboard focus with it; move focus to its neighbour once it is gone.
  const focusAfterRemoval = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const chips = listRef.current?.querySelectorAll('button');
    if (chips && chips.length > 0) chips[Math.min(index, chips.length - 1)]?.focus();
    else onEmptied?.();
  }, [selected, onEmptied]);

  const atCap = selected.length >= max;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-bold tracking-wide text-fg">
        {t('genres.selectedHeading', { count: selected.length, max })}
      </h3>
      {selected.length === 0 ? (
        <p className="text-sm text-muted">{t('genres.noneSelected')}</p>
      ) : (
        <ul ref={listRef} aria-labelledby={headingId} className="flex flex-wrap gap-2">
          {selected.map((genre, index) => (
            <li key={genre.id} className="max-w-full">
              <GenreChip
                name={genre.name}
                index={index}
                onRemove={() => {
                  focusAfterRemoval.current = index;
                  onRemove(genre);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {/* Always mounted so screen readers announce the cap the moment it is reached. */}
      <p aria-live="polite" className={atCap ? 'text-sm font-medium text-accent' : 'sr-only'}>
        {atCap ? t('genres.atCap', { max }) : ''}
      </p>
    </section>
  );
}
