/**
 * The new-request composer's draft: the TEXT request, the GIF and its caption, the song
 * and its note, the shared genres and the open tab. Kept while /new-request is open (switching tabs
 * unmounts a tab's form) and in sessionStorage, so a reload or a visit elsewhere in the same tab
 * brings it back; sessionStorage is per browser tab and cleared when the tab closes.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { GenreRef, Gif, SongData } from '@common/schemas';

export type RequestTab = 'text' | 'gif' | 'song';

export interface RequestDraft {
  tab: RequestTab;
  text: string;
  gif: Gif | null;
  caption: string;
  song: SongData | null;
  note: string;
  genres: GenreRef[];
}

export const EMPTY_DRAFT: RequestDraft = {
  tab: 'text',
  text: '',
  gif: null,
  caption: '',
  song: null,
  note: '',
  genres: [],
};

/** The sessionStorage key of the draft. */
export const DRAFT_KEY = 'hearsay:new-request-draft';

/** Whether the draft holds anything the member made (the open tab alone is not work). */
export function hasDraftContent(d: RequestDraft): boolean {
  return (
    d.text.trim() !== '' ||
    d.caption.trim() !== '' ||
    d.note.trim() !== '' ||
    d.gif !== null ||
    d.song !== null ||
    d.genres.length > 0
  );
}

/** Parses a stored draft; null when there is none or it is not JSON. */
function parseDraft(raw: string | null): RequestDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RequestDraft>;
    return { ...EMPTY_DRAFT, ...parsed, genres: Array.isArray(parsed.genres) ? parsed.genres : [] };
  } catch {
    return null;
  }
}

// The draft store: sessionStorage is the truth; the parsed snapshot is kept per stored text so
// React sees the same object until the draft changes. Where storage is blocked the draft lives in
// `memory` for as long as the page does.
const listeners = new Set<() => void>();
let snapshotRaw: string | null | undefined;
let snapshotDraft: RequestDraft = EMPTY_DRAFT;
let memory: RequestDraft | null = null;

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
}

function getSnapshot(): RequestDraft {
  if (memory) return memory;
  const raw = readRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshotDraft = parseDraft(raw) ?? EMPTY_DRAFT;
  }
  return snapshotDraft;
}

/** The server's render (decision 019) has no storage: an empty draft, replaced after hydration. */
const getServerSnapshot = () => EMPTY_DRAFT;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function save(draft: RequestDraft) {
  const raw = hasDraftContent(draft) || draft.tab !== 'text' ? JSON.stringify(draft) : null;
  try {
    if (raw === null) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, raw);
    memory = null;
  } catch {
    memory = draft; // storage full or blocked
  }
  // The snapshot is the object just saved, not a parse of it: the chosen GIF and song keep their
  // identity, so the forms' effects keyed on them (focus moves) do not run again on every keystroke.
  snapshotRaw = raw;
  snapshotDraft = draft;
  for (const listener of listeners) listener();
}

/**
 * The draft and its setters, over sessionStorage (`useSyncExternalStore`: hydration renders the
 * server's empty draft first, then the stored one). `update` merges a change and stores it;
 * `discard` empties it.
 */
export function useRequestDraft() {
  const draft = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const update = useCallback(
    (change: Partial<RequestDraft>) => save({ ...getSnapshot(), ...change }),
    [],
  );
  const discard = useCallback(() => save(EMPTY_DRAFT), []);
  return { draft, update, discard };
}
