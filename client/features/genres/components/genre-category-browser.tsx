/**
 * Category tabs of the genre picker (spec 000 §2): a wrapping row of buttons, each opening a
 * dropdown of its sub-genres as toggle buttons. Only one dropdown is open at a time; the parent
 * owns which one, so opening the picker can reset it.
 *
 * The dropdown is a non-modal Radix Popover rendered in place (no portal): it floats next to its
 * tab, which matters on phones where two dozen categories wrap over many rows, and it stays right
 * after the tab in DOM order for keyboard and screen-reader users. Escape or a click elsewhere
 * closes it; opening another tab closes the current one.
 */
import type { Dispatch, SetStateAction } from 'react';
import { Popover } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { Genre, GenreCategory } from '@common/schemas';
import { cn } from '../../../lib/cn';
import { GenreOptionButton } from './genre-option-button';
import { t } from '../../../lib/i18n';

export interface GenreCategoryBrowserProps {
  /** Categories with pickable genres only, in display order. */
  categories: readonly GenreCategory[];
  selectedIds: ReadonlySet<number>;
  /** True at 10 selected: unselected genres are disabled. */
  atCap: boolean;
  openCategoryId: number | null;
  onOpenCategoryChange: Dispatch<SetStateAction<number | null>>;
  onToggle: (genre: Genre) => void;
  /** Unique prefix for element ids (from useId). */
  idPrefix: string;
}

export function GenreCategoryBrowser({
  categories,
  selectedIds,
  atCap,
  openCategoryId,
  onOpenCategoryChange,
  onToggle,
  idPrefix,
}: GenreCategoryBrowserProps) {
  return (
    <section aria-labelledby={`${idPrefix}-browse`} className="space-y-3">
      <h3 id={`${idPrefix}-browse`} className="text-sm font-bold tracking-wide text-fg">
        {t('genres.browse')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryDropdown
              category={category}
              open={category.id === openCategoryId}
              anotherOpen={openCategoryId !== null && openCategoryId !== category.id}
              onOpenChange={(open) =>
                // Closing must not clobber a tab opened in the same gesture (click on another tab
                // first closes this one as an outside click, then opens the other).
                onOpenCategoryChange((current) =>
                  open ? category.id : current === category.id ? null : current,
                )
              }
              selectedIds={selectedIds}
              atCap={atCap}
              onToggle={onToggle}
              tabId={`${idPrefix}-tab-${category.id}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface CategoryDropdownProps {
  category: GenreCategory;
  open: boolean;
  /** True when another category's dropdown is open (this one was closed by opening it). */
  anotherOpen: boolean;
  onOpenChange: (open: boolean) => void;
  selectedIds: ReadonlySet<number>;
  atCap: boolean;
  onToggle: (genre: Genre) => void;
  tabId: string;
}

function CategoryDropdown({
  category,
  open,
  anotherOpen,
  onOpenChange,
  selectedIds,
  atCap,
  onToggle,
  tabId,
}: CategoryDropdownProps) {
  const chosen = category.genres.filter((g) => selectedIds.has(g.id)).length;
  // A scrolling region must be reachable by keyboard; when every button inside is disabled
  // (cap reached, none chosen here) the panel itself takes the tab stop.
  const hasEnabledOption = !atCap || chosen > 0;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        id={tabId}
        // A disclosure, not a dialog: the panel is a group of toggle buttons.
        aria-haspopup={undefined}
        className={cn(
          'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors',
          open
            ? 'border-accent bg-accent-soft text-accent-soft-fg'
            : 'border-line bg-surface text-fg hover:bg-surface-2',
        )}
      >
        {category.name}
        {chosen > 0 && (
          <>
            <span
              aria-hidden="true"
              className="rounded-full bg-accent px-1.5 text-xs leading-5 text-accent-fg"
            >
              {chosen}
            </span>
            <span className="sr-only">{t('genres.categorySelected', { count: chosen })}</span>
          </>
        )}
        <ChevronDown
          className={cn('h-4 w-4 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </Popover.Trigger>
      <Popover.Content
        role="group"
        aria-labelledby={tabId}
        align="start"
        sideOffset={6}
        collisionPadding={12}
        tabIndex={hasEnabledOption ? undefined : 0}
        // Returning focus to this tab after another tab was clicked would be a focus-outside for
        // the dropdown that just opened, closing it again: one click must switch.
        onCloseAutoFocus={(event) => anotherOpen && event.preventDefault()}
        className={cn(
          'z-[60] w-[min(26rem,calc(100vw-1.5rem))] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-surface p-3 text-fg shadow-xl',
          'max-h-[min(20rem,var(--radix-popover-content-available-height))]',
        )}
      >
        <ul className="flex flex-wrap gap-2">
          {category.genres.map((genre) => {
            const selected = selectedIds.has(genre.id);
            return (
              <li key={genre.id} className="max-w-full">
                <GenreOptionButton
                  name={genre.name}
                  pressed={selected}
                  disabled={!selected && atCap}
                  onClick={() => onToggle(genre)}
                />
              </li>
            );
          })}
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
