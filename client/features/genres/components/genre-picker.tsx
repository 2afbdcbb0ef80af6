/**
 * The genre picker (spec 000 §2 "Genre picker", §4, §5): a full-screen dialog titled
 * "Add up to 10 favorite genres" with a search box, the "Selected (n/10)" chips, category tabs
 * with one dropdown open at a time, a suggest-a-genre form and an "Add N Genre(s)" button.
 */
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
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
import { t } from '../../../lib/i18n';

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

/** The picker's selection and search, reset on every closed → open edge. */
function useGenrePickerState(open: boolean, initialSelection: readonly GenreRef[]) {
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
  function toggle(genre: GenreRef) {
    setSelected((current) => {
      if (current.some((g) => g.id === genre.id)) return current.filter((g) => g.id !== genre.id);
      if (current.length >= MAX_USER_GENRES) return current;
      return [...current, { id: genre.id, name: genre.name }];
    });
  }
  return { selected, toggle, search, setSearch, openCategoryId, setOpenCategoryId };
}

/**
 * Focus on open and close. Radix returns focus to a Dialog.Trigger, and this dialog has none (the
 * parent opens it), so the element focused before opening is remembered and focused again.
 */
function useGenrePickerFocus() {
  const searchRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = (event: Event) => {
    returnFocusTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus the search box for keyboard and mouse users; on touch screens that would pop the
    // on-screen keyboard over half the dialog, so focus the dialog itself instead.
    event.preventDefault();
    const touch =
      typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
    if (touch) contentRef.current?.focus();
    else searchRef.current?.focus();
  };
  const onCloseAutoFocus = (event: Event) => {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
  return { searchRef, contentRef, onOpenAutoFocus, onCloseAutoFocus };
}

function GenrePickerHeader({ title, description }: { title?: string; description?: string }) {
  return (
    <header className="border-b border-line bg-surface pt-[env(safe-area-inset-top)]">
      <div className="mx-auto flex w-full max-w-3xl items-start justify-between gap-3 px-4 py-3 sm:py-4">
        <div className="min-w-0">
          <Dialog.Title className="text-lg font-extrabold tracking-tight sm:text-2xl">
            {title ?? t('genres.pickerTitle', { max: MAX_USER_GENRES })}
          </Dialog.Title>
          <Dialog.Description className="mt-0.5 text-sm text-muted">
            {description ?? t('genres.pickerDescription')}
          </Dialog.Description>
        </div>
        <DialogCloseButton className="-me-2 shrink-0" />
      </div>
    </header>
  );
}

function GenrePickerFooter({ count, onConfirm }: { count: number; onConfirm: () => void }) {
  return (
    <footer className="border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]">
      <div className="mx-auto flex w-full max-w-3xl gap-3 px-4 py-3 sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" size="lg" className="flex-1 sm:flex-none">
            {t('genres.cancel')}
          </Button>
        </Dialog.Close>
        <Button
          size="lg"
          className="flex-[2] sm:flex-none"
          disabled={count === 0}
          onClick={onConfirm}
        >
          {addGenresLabel(count)}
        </Button>
      </div>
    </footer>
  );
}

/** What screen readers hear about the search: the number of matches, or the "no match" message. */
function searchAnnouncement(search: string, searching: boolean, loaded: boolean, matches: number) {
  if (!searching || !loaded) return '';
  if (matches === 0) return noGenresFoundMessage(search);
  return t('genres.matching', { count: matches });
}

/** The search field and its live region (result counts announced; visible only for "no match"). */
function GenreSearchBox({
  search,
  setSearch,
  searchRef,
  noMatch,
  announcement,
}: {
  search: string;
  setSearch: (value: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  noMatch: boolean;
  announcement: string;
}) {
  return (
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
  );
}

/** The picker's scrolling middle: selected chips, the search box and either results or categories. */
function GenrePickerBody({
  open,
  state,
  searchRef,
}: {
  open: boolean;
  state: ReturnType<typeof useGenrePickerState>;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const { selected, toggle, search, setSearch } = state;
  const idPrefix = useId();
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
  const noMatch = searching && hierarchy.isSuccess && results.length === 0;
  const announcement = searchAnnouncement(search, searching, hierarchy.isSuccess, results.length);

  function pickFromSearch(genre: Genre) {
    toggle(genre);
    setSearch('');
    // The picked button disappears with the results; keep the keyboard user in the search box.
    searchRef.current?.focus();
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-5">
      <SelectedGenreList
        selected={selected}
        max={MAX_USER_GENRES}
        onRemove={toggle}
        onEmptied={() => searchRef.current?.focus()}
      />

      <GenreSearchBox
        search={search}
        setSearch={setSearch}
        searchRef={searchRef}
        noMatch={noMatch}
        announcement={announcement}
      />

      {hierarchy.isPending ? (
        <SectionSpinner label={t('genres.loading')} className="py-8" />
      ) : hierarchy.isError ? (
        <ErrorPanel
          title={t('genres.loadFailed')}
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
          openCategoryId={state.openCategoryId}
          onOpenCategoryChange={state.setOpenCategoryId}
          onToggle={toggle}
          idPrefix={idPrefix}
        />
      )}

      <GenreSuggestForm />
    </div>
  );
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
  const state = useGenrePickerState(open, initialSelection);
  const { searchRef, contentRef, onOpenAutoFocus, onCloseAutoFocus } = useGenrePickerFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          ref={contentRef}
          className="fixed inset-0 z-50 flex flex-col bg-bg text-fg outline-none"
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <GenrePickerHeader title={title} description={description} />
          <div className="flex-1 overflow-y-auto overscroll-contain">
            <GenrePickerBody open={open} state={state} searchRef={searchRef} />
          </div>
          <GenrePickerFooter
            count={state.selected.length}
            onConfirm={() => {
              onConfirm(state.selected);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
