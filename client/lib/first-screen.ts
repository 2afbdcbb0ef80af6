/**
 * The first screen a member opens, rendered by the server and hydrated here (decision
 * 019). Holds what the server's render and the browser's first (hydrating) render must agree on:
 * - stored preferences (`readStored`): localStorage in the browser; on the server the cookie
 *   mirror `hearsay-prefs` that `mirrorPrefsCookie` (and index.html's inline script) keep equal;
 * - the theme the first layout is for (`renderedTheme`: the mirror the server rendered with),
 *   which the theme toggle uses until hydration is over (width-dependent layout is CSS: the
 *   server never needs the viewport's width, decision 042);
 * - which cached queries are the first screen's data (`markFirstScreenData`), so mounting the page
 *   does not ask again for what was fetched a moment ago.
 * The server's render (entry-server.tsx) replaces `readStored` and `rendered` for one render.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  MIRRORED_KEYS,
  PREFS_COOKIE,
  THEME_PARAM,
  FIRST_SCREEN_STATE_ID,
} from '@common/first-screen';

/** How long first-screen data counts as just loaded (ms): long enough for the page's code to arrive. */
const FIRST_SCREEN_FRESH_MS = 10_000;

export const firstScreen = {
  /** A stored value, null when absent or when storage is blocked. */
  readStored(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /**
   * The mirror (PREFS_COOKIE's parameters) the first screen was rendered with: on the server the
   * visitor's cookie; in the browser the page's state while it hydrates (empty otherwise).
   */
  rendered(): Record<string, string> {
    return {};
  },
};

/** The theme the first screen was rendered for; null when unknown. */
export function renderedTheme(): 'light' | 'dark' | null {
  const theme = firstScreen.rendered()[THEME_PARAM];
  return theme === 'light' || theme === 'dark' ? theme : null;
}

/** Writes the mirror cookie from localStorage and the theme in force (index.html does the same on load). */
export function mirrorPrefsCookie(): void {
  try {
    const params = new URLSearchParams();
    for (const key of MIRRORED_KEYS) {
      const value = localStorage.getItem(key);
      if (value !== null) params.set(key, value);
    }
    params.set(THEME_PARAM, document.documentElement.classList.contains('dark') ? 'dark' : 'light');
    document.cookie = `${PREFS_COOKIE}=${encodeURIComponent(params.toString())}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Storage or cookies blocked: the server renders the defaults, the browser corrects them.
  }
}

/** The server's state of the first screen, as index.html carries it. */
export interface FirstScreenState {
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  /** The mirror (PREFS_COOKIE's parameters) the server rendered with. */
  rendered: Record<string, string>;
}

/** Reads the server's state from the page; null when the page was not rendered by the server or it is unreadable. */
export function readFirstScreenState(doc: Document = document): FirstScreenState | null {
  const text = doc.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as FirstScreenState;
    return state && typeof state === 'object' && 'queries' in state ? state : null;
  } catch {
    return null;
  }
}

const firstScreenData = new Map<string, number>();

/** Records every query now in `queryClient` as the first screen's data (at this moment). */
export function markFirstScreenData(queryClient: QueryClient): void {
  const now = Date.now();
  for (const query of queryClient.getQueryCache().getAll())
    firstScreenData.set(query.queryHash, now);
}

/**
 * `refetchOnMount` of every query: as TanStack's default (when stale), except the first screen's
 * data during its first seconds, which was fetched for exactly this mount (unless invalidated since).
 */
export function refetchOnMount(query: Query): boolean {
  const loadedAt = firstScreenData.get(query.queryHash);
  if (loadedAt === undefined || query.state.isInvalidated) return true;
  if (Date.now() - loadedAt < FIRST_SCREEN_FRESH_MS) return false;
  firstScreenData.delete(query.queryHash);
  return true;
}
