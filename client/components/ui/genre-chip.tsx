/**
 * Coloured genre chip (spec 000 §9: "Ten chip colour pairs cycle by selection order").
 * Each pair is a light-theme and a dark-theme class set; every text/background pair is
 * Tailwind's 100/900 (light) or 950/200 (dark) step of one hue, which clears WCAG AA (4.5:1)
 * by a wide margin in both themes (checked in client/features/genres/genre-chip.test.tsx).
 */
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export interface GenreChipColor {
  /** Background classes, light and `dark:`. */
  bg: string;
  /** Text classes, light and `dark:`. */
  fg: string;
}

export const GENRE_CHIP_COLORS: readonly GenreChipColor[] = [
  { bg: 'bg-violet-100 dark:bg-violet-950', fg: 'text-violet-900 dark:text-violet-200' },
  { bg: 'bg-rose-100 dark:bg-rose-950', fg: 'text-rose-900 dark:text-rose-200' },
  { bg: 'bg-amber-100 dark:bg-amber-950', fg: 'text-amber-900 dark:text-amber-200' },
  { bg: 'bg-emerald-100 dark:bg-emerald-950', fg: 'text-emerald-900 dark:text-emerald-200' },
  { bg: 'bg-sky-100 dark:bg-sky-950', fg: 'text-sky-900 dark:text-sky-200' },
  { bg: 'bg-fuchsia-100 dark:bg-fuchsia-950', fg: 'text-fuchsia-900 dark:text-fuchsia-200' },
  { bg: 'bg-orange-100 dark:bg-orange-950', fg: 'text-orange-900 dark:text-orange-200' },
  { bg: 'bg-teal-100 dark:bg-teal-950', fg: 'text-teal-900 dark:text-teal-200' },
  { bg: 'bg-indigo-100 dark:bg-indigo-950', fg: 'text-indigo-900 dark:text-indigo-200' },
  { bg: 'bg-lime-100 dark:bg-lime-950', fg: 'text-lime-900 dark:text-lime-200' },
];

/** The colour pair of the chip at `index` in selection order (cycles after ten). */
export function genreChipColor(index: number): GenreChipColor {
  const count = GENRE_CHIP_COLORS.length;
  return GENRE_CHIP_COLORS[((index % count) + count) % count]!;
}

export interface GenreChipProps {
  name: string;
  /** Position in selection order; picks the colour pair. */
  index: number;
  /** When given, the chip is a button named "Remove {name}" that calls this on click. */
  onRemove?: () => void;
  className?: string;
}

/** A genre name on its colour; a remove button when `onRemove` is given. */
export function GenreChip({ name, index, onRemove, className }: GenreChipProps) {
  const { bg, fg } = genreChipColor(index);
  const classes = cn(
    'inline-flex max-w-full items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-current/15 ring-inset',
    bg,
    fg,
    className,
  );
  if (!onRemove) {
    return (
      <span className={classes}>
        <span className="truncate">{name}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t('ui.removeName', { name })}
      className={cn(
        classes,
        'min-h-8 cursor-pointer transition-shadow hover:ring-2 hover:ring-current/40',
      )}
    >
      <span className="truncate">{name}</span>
      <X className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
    </button>
  );
}

export interface GenreChipListProps {
  genres: readonly { id: number; name: string }[];
  /** When given, each chip is a "Remove {name}" button that calls this with its genre. */
  onRemove?: (genre: { id: number; name: string }) => void;
  /** Placement (margins, alignment) of the wrapping row. */
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Genres as a wrapping list of chips, coloured by their order (a member's genres, a request's chosen genres). */
export function GenreChipList({ genres, onRemove, className, ...labelling }: GenreChipListProps) {
  return (
    <ul {...labelling} className={cn('flex flex-wrap gap-2', className)}>
      {genres.map((genre, index) => (
        <li key={genre.id} className="max-w-full">
          <GenreChip
            name={genre.name}
            index={index}
            onRemove={onRemove && (() => onRemove(genre))}
          />
        </li>
      ))}
    </ul>
  );
}
