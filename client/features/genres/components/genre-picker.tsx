/**
 * The genre picker (spec 000 §2 "Genre picker", §4, §5): a full-screen dialog titled
 * "Add up to 10 favorite genres" with a search box, the "Selected (n/10)" chips, category tabs
 * with one dropdown open at a time, a suggest-a-genre form and an "Add N Genre(s)" button.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { MAX_USER_GENRES } from '@common/constants';
import type { Genre, GenreRef } from '@common/schemas';
import { foldForSearch } from '@common/text';
import { Button } from '../../../components/ui/button';
import { DialogCloseButton } from '../../../components/ui/dialog';
import { ErrorPanel } from '../../../components/ui/error-state';
import { SectionSpinner } from '../../../components/ui/spinner';
import { useGenreHierarchy } from '../api/genres-api';
import { addGenresLabel } from '../lib/genre-labels';
import { flattenGenres, searchGenres, visibleCategories } from '../lib/genre-search';
import { GenreCategoryBrowser } from './genre-category-browser';
import { GenreSearchField } from './genre-search-field';
import { GenreSearchResults, noGenresFoundMessage } from './genre-search-results';
import { GenreSuggestForm } from './genre-suggest-form';
import { SelectedGenreList } from './selected-genre-list';

export interface GenrePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selection to start from; reloaded every time the picker opens. */
  initialSelection: readonly GenreRef[];
  /** Receives the chosen genres in selection order; the picker then asks to close. */
  onConfirm: (selected: GenreRef[]) => void;
  /** Heading and description when the picker chooses something else than favourite genres (watched genres). */
  title?: string;
  description?: string;
}

/**
 * Full-screen genre picker dialog. Opening resets the search, the open dropdown and the
 * suggestion form, and reloads `initialSelection`; the hierarchy loads on first open.
 */
export function GenrePicker({
  open,
  onOpenChange,
  initialSelection,
  onConfirm,
  title,
  description,
}: GenrePickerProps) {
  const [selected, setSelected] = useState<GenreRef[]>(() => [...initialSelection]);
  const [search, setSearch] = useState('');
  const [openCategoryId, setOpenCategoryId] = useState<number | null>(null);
  // Reset on the closed → open edge during render (React's "adjust state on prop change"), so the
  // first frame of the dialog already shows the fresh state. The suggestion form lives inside
  // Dialog.Content, which unmounts on close, so it starts idle by itself.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSelected([...initialSelection]);
      setSearch('');
      setOpenCategoryId(null);
    }
  }

  const idPrefix = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Radix returns focus to a Dialog.Trigger, and this dialog has none (the parent opens it).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const hierarchy = useGenreHierarchy(open);

  const categories = useMemo(() => visibleCategories(hierarchy.data ?? []), [hierarchy.data]);
  const allGenres = useMemo(() => flattenGenres(hierarchy.data ?? []), [hierarchy.data]);
  const selectedIds = useMemo(() => new Set(selected.map((g) => g.id)), [selected]);
  const searching = foldForSearch(search) !== '';
  const results = useMemo(
    () => (searching ? searchGenres(allGenres, search, selectedIds) : []),
    [searching, allGenres, search, selectedIds],
  );
  const atCap = selected.length >= MAX_USER_GENRES;

  function toggle(genre: GenreRef) {
    setSelected((current) => {
      if (current.some((g) => g.id === genre.id)) return current.filter((g) => g.id !== genre.id);
      if (current.length >= MAX_USER_GENRES) return current;
      return [...current, { id: genre.id, name: genre.name }];
    });
  }

  function pickFromSearch(genre: Genre) {
    toggle(genre);
    setSearch('');
    // The picked button disappears with the results; keep the keyboard user in the search box.
    searchRef.current?.focus();
  }

  function confirm() {
    onConfirm(selected);
    onOpenChange(false);
  }

  const noMatch = searching && hierarchy.isSuccess && results.length === 0;
  let announcement = '';
  if (noMatch) announcement = noGenresFoundMessage(search);
  else if (searching && hierarchy.isSuccess)
    announcement = `${results.length} matching ${results.length === 1 ? 'genre' : 'genres'}`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          ref={contentRef}
          className="fixed inset-0 z-50 flex flex-col bg-bg text-fg outline-none"
          onOpenAutoFocus={(event) => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Focus the search box for keyboard and mouse users; on touch screens that would pop
            // the on-screen keyboard over half the dialog, so focus the dialog itself instead.
            event.preventDefault();
            const touch =
              typeof window.matchMedia === 'function' &&
              window.matchMedia('(pointer: coarse)').matches;
            if (touch) contentRef.current?.focus();
            else searchRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <header className="border-b border-line bg-surface pt-[env(safe-area-inset-top)]">
            <div className="mx-auto flex w-full max-w-3xl items-start justify-between gap-3 px-4 py-3 sm:py-4">
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-extrabold tracking-tight sm:text-2xl">
                  {title ?? `Add up to ${MAX_USER_GENRES} favorite genres`}
                </Dialog.Title>
                <Dialog.Description className="mt-0.5 text-sm text-muted">
                  {description ??
                    'Search or browse by category. Your picks power Magic sorting of your feed.'}
                </Dialog.Description>
              </div>
              <DialogCloseButton className="-mr-2 shrink-0" />
            </div>
          </header>

          <div className="flex-1 overflow-y-auto overscroll-contain">
            <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-5">
              <SelectedGenreList
                selected={selected}
                max={MAX_USER_GENRES}
                onRemove={toggle}
                onEmptied={() => searchRef.current?.focus()}
              />

              <div className="space-y-3">
                <GenreSearchField
                  value={search}
                  onChange={setSearch}
                  onClear={() => {
                    setSearch('');
                    searchRef.current?.focus();
                  }}
                  inputRef={searchRef}
                />
                {/* Always mounted so result counts are announced; shows itself only for "no match". */}
                <p
                  aria-live="polite"
                  className={
                    noMatch
                      ? 'rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted'
                      : 'sr-only'
                  }
                >
                  {announcement}
                </p>
              </div>

              {hierarchy.isPending ? (
                <SectionSpinner label="Loading genres..." className="py-8" />
              ) : hierarchy.isError ? (
                <ErrorPanel
                  title="Failed to fetch genres"
                  onRetry={() => void hierarchy.refetch()}
                  className="py-6"
                />
              ) : searching ? (
                <GenreSearchResults results={results} atCap={atCap} onPick={pickFromSearch} />
              ) : (
                <GenreCategoryBrowser
                  categories={categories}
                  selectedIds={selectedIds}
                  atCap={atCap}
                  openCategoryId={openCategoryId}
                  onOpenCategoryChange={setOpenCategoryId}
                  onToggle={toggle}
                  idPrefix={idPrefix}
                />
              )}

              <GenreSuggestForm />
            </div>
          </div>

          <footer className="border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]">
            <div className="mx-auto flex w-full max-w-3xl gap-3 px-4 py-3 sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" size="lg" className="flex-1 sm:flex-none">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button
                size="lg"
                className="flex-[2] sm:flex-none"
                disabled={selected.length === 0}
                onClick={confirm}
              >
                {addGenresLabel(selected.length)}
              </Button>
            </div>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
