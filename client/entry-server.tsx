/**
 * The server's render of a member's first screen (decision 019): `/`, `/requests/{id}`,
 * `/saved` and `/new-request`, signed in. Built by `vite build --ssr` into dist/server and called
 * by the server (server/lib/first-screen.ts) with a transport that answers the app's own API calls
 * in process, with the visitor's cookie, so permissions and shapes are the API's own.
 *
 * The data is the page's first data as the browser would fetch it (app/first-page-data.ts); the
 * tree is the browser's (app/app-tree.tsx) under a StaticRouter; stored preferences and the
 * viewport width come from the visitor's mirror cookie (lib/first-screen.ts). Returns null when
 * the page is not one of these, the visitor is signed out or not onboarded, or any first query
 * failed: the browser then renders the page itself, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas';
import { AppTree } from './app/app-tree';
import { isFirstScreenPage, warmFirstScreenPages } from './app/router';
import { prefetchFirstPageData } from './app/first-page-data';
import { sessionQuery } from './features/auth/api/session';
import { apiTransport } from './lib/api';
import { firstScreen, type FirstScreenState } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import { createI18n, i18nScope } from './lib/i18n';
import { DEFAULT_LOCALE, isRenderLocale } from '@common/i18n/locales';
import type { Translator } from '@common/i18n/format';

/** What one render needs from the server. */
export interface FirstScreenInput {
  /** The visited path and query, e.g. `/requests/12?x=1`. */
  url: string;
  /** Answers an API call of the app (same-origin path) as the visitor. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The visitor's mirror cookie (PREFS_COOKIE) as parameters. */
  rendered: Record<string, string>;
  /** Abandons the render (the server's time limit). */
  signal: AbortSignal;
  /** The page's language (the server's choice, also in `<html lang>`). */
  locale: string;
}

/** A rendered first screen: the markup for `#root` and the state the browser hydrates from. */
export interface FirstScreen {
  html: string;
  /** The language it was rendered in (the member's saved one, else the page's). */
  locale: string;
  state: FirstScreenState;
}

/** Loads the pages' code once (the server calls it at start), so no visitor's render pays for it. */
export async function warmFirstScreens(): Promise<void> {
  await warmFirstScreenPages();
}

const current = new AsyncLocalStorage<FirstScreenInput>();
// One render's API calls and preferences are its own, even with renders interleaved.
apiTransport.fetch = (url, init) => {
  const input = current.getStore();
  if (!input) return Promise.reject(new Error('API call outside a first-screen render'));
  return input.fetch(url, init);
};
firstScreen.readStored = (key) => current.getStore()?.rendered[key] ?? null;
firstScreen.rendered = () => current.getStore()?.rendered ?? {};
// Each render speaks its visitor's language (decision 047).
const currentI18n = new AsyncLocalStorage<Translator>();
const englishI18n = i18nScope.current;
i18nScope.current = () => currentI18n.getStore() ?? englishI18n();

/** Renders the first screen of `input.url`, or null when the browser should render it (see above). */
export function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen | null> {
  return current.run(input, async () => {
    const { pathname, search } = new URL(input.url, 'http://first-screen.invalid');
    if (!isFirstScreenPage(pathname)) return null;
    const queryClient = createQueryClient();
    const user: SessionUser | null = await queryClient.fetchQuery(sessionQuery);
    await prefetchFirstPageData(queryClient, pathname, search);
    if (!user || (pathname === '/' && user.genres.length === 0)) return null;
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return null;
    // The member's saved language wins over the page's (decision 047); the server writes it into <html>.
    const locale = isRenderLocale(user.locale)
      ? user.locale
      : isRenderLocale(input.locale)
        ? input.locale
        : DEFAULT_LOCALE;
    const i18n = await createI18n(locale);
    const { prelude } = await currentI18n.run(i18n, () =>
      prerender(
        <AppTree
          queryClient={queryClient}
          router={(routes) => <StaticRouter location={input.url}>{routes}</StaticRouter>}
        />,
        // Inline every boundary: React otherwise sends a large one (> 12.8 kB) behind its fallback and
        // reveals it by script after a delay — a spinner instead of the page in the first paint.
        { signal: input.signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
      ),
    );
    if (input.signal.aborted) return null;
    const html = await new Response(prelude).text();
    return { html, locale, state: { queries: dehydrate(queryClient), rendered: input.rendered } };
  });
}
