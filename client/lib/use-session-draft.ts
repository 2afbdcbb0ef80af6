/**
 * A piece of text the member is writing, kept in sessionStorage under `key` (this tab only, gone
 * when it closes), so a reload or a sign-in after an ended session brings it back (decision 044).
 * The server's render and hydration see the empty text (useSyncExternalStore's server snapshot).
 */
import { useCallback, useSyncExternalStore } from 'react';

const PREFIX = 'hearsay:draft:';
/** Drafts kept in memory when storage refuses them (private mode, quota). */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string {
  try {
    return window.sessionStorage.getItem(PREFIX + key) ?? memory.get(key) ?? '';
  } catch {
    return memory.get(key) ?? '';
  }
}

function write(key: string, value: string): void {
  memory.delete(key);
  try {
    if (value) window.sessionStorage.setItem(PREFIX + key, value);
    else window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    if (value) memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `[text, setText]` like useState, with the text kept under `key`; '' removes it. */
export function useSessionDraft(key: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => '',
  );
  const set = useCallback((next: string) => write(key, next), [key]);
  return [value, set];
}
