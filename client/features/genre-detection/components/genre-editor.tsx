/**
 * Genre search with a checkbox list (spec 001 "Requests tab" / "Responses tab"; §9: list max height
 * 12rem with scroll, sorted by name, reserved names excluded). Selected genres show as badges that
 * remove themselves when clicked. Controlled: `selected` ids in, `onChange` out.
 */
import { useId, useState } from 'react';
import type { GenreRef } from '@common/schemas';
import { GenreChip } from '../../../components/ui/genre-chip';
import { Spinner } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/text-field';
import { useGenrePickList } from '../api/genre-detection-api';
import { filterGenres } from '../lib/genre-filter';
import { t } from '../../../lib/i18n';

export function GenreEditor({
  selected,
  onChange,
  label = t('staff.review.genres'),
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
  label?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const { data: list, isPending, isError } = useGenrePickList();
  const byId = new Map((list ?? []).map((g) => [g.id, g]));
  const visible = filterGenres(list ?? [], search);
  const toggle = (genre: GenreRef) =>
    onChange(
      selected.includes(genre.id)
        ? selected.filter((g) => g !== genre.id)
        : [...selected, genre.id],
    );

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-search`} className="block text-sm font-semibold">
        {label}
      </label>
      {selected.length > 0 && (
        <ul aria-label={t('staff.genreEditor.selected')} className="flex flex-wrap gap-1.5">
          {selected.map((gid, index) => (
            <li key={gid}>
              <GenreChip
                name={byId.get(gid)?.name ?? `#${gid}`}
                index={index}
                onRemove={() => onChange(selected.filter((g) => g !== gid))}
              />
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('staff.genreEditor.search')}
        className={inputClasses}
        autoComplete="off"
      />
      <div
        className="max-h-48 overflow-y-auto rounded-xl border border-line bg-bg p-1"
        role="group"
        aria-label={t('staff.genreEditor.list', { label })}
      >
        {isPending ? (
          <Spinner showLabel label={t('staff.genreEditor.loading')} className="p-2" />
        ) : isError ? (
          <p className="p-2 text-sm text-danger">{t('staff.genreEditor.failed')}</p>
        ) : visible.length === 0 ? (
          <p className="p-2 text-sm text-muted">{t('staff.genreEditor.none')}</p>
        ) : (
          visible.map((g) => (
            <label
              key={g.id}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-accent"
                checked={selected.includes(g.id)}
                onChange={() => toggle(g)}
              />
              {g.name}
            </label>
          ))
        )}
      </div>
    </div>
  );
}
