/**
 * Theme preference (spec 000 §4 Theme): the stored choice ("hearsay-theme"), else the system dark
 * preference, else light. Toggling flips, stores, and sets the class on the document root.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@common/constants';
import { mirrorPrefsCookie, renderedTheme } from './first-screen';

export type Theme = 'light' | 'dark';

function readStored(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** The theme in force now. */
export function resolveTheme(): Theme {
  return (
    readStored() ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
  );
}

/** Sets the root class to exactly one of light/dark. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}

const listeners = new Set<() => void>();
let current: Theme | null = null;

function getTheme(): Theme {
  current ??= resolveTheme();
  return current;
}

/** The current theme and a toggle that persists the new choice. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getTheme,
    // The server's render and hydration: the theme the first screen was rendered for.
    () => renderedTheme() ?? 'light',
  );
  const toggle = useCallback(() => {
    const next: Theme = getTheme() === 'dark' ? 'light' : 'dark';
    current = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be blocked (private mode); the theme still applies for this visit.
    }
    applyTheme(next);
    mirrorPrefsCookie();
    for (const l of listeners) l();
  }, []);
  return { theme, toggle };
}
