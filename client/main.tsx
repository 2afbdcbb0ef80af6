/**
 * SPA entry: the app tree (app/app-tree.tsx) in the browser's router. A page the server rendered
 * (a member's first screen, lib/first-screen.ts) is hydrated from its state; any other page is
 * rendered here, with its first data asked for while its code loads.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { AppTree } from './app/app-tree';
import { warmRouteChunk } from './app/router';
import { prefetchFirstPageData } from './app/first-page-data';
import { createQueryClient } from './lib/query-client';
import { firstScreen, markFirstScreenData, readFirstScreenState } from './lib/first-screen';
import { applyTheme, resolveTheme } from './lib/theme';
import { registerServiceWorker } from './lib/service-worker';
import { loadPageLocale } from './lib/i18n';
import './styles.css';

applyTheme(resolveTheme());
// Start loading the opened page's code now, in parallel with the session check.
void warmRouteChunk(window.location.pathname)?.catch(() => undefined);
const queryClient = createQueryClient();
const rootElement = document.getElementById('root')!;
const tree = (
  <AppTree queryClient={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
);
const serverState = readFirstScreenState();
if (!serverState) {
  // The first data, so the first screen does not wait for the chunk before asking.
  void prefetchFirstPageData(queryClient, window.location.pathname, window.location.search)
    .then(() => markFirstScreenData(queryClient))
    .catch(() => undefined);
}

/** Renders, or hydrates the server's first screen, once the page's language is loaded. */
function start() {
  if (serverState) {
    hydrate(queryClient, serverState.queries as DehydratedState);
    markFirstScreenData(queryClient);
    // Hydration lays out for what the server rendered with; React then moves to this window's values.
    firstScreen.rendered = () => serverState.rendered;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (one long task of 0.3–1 s at a phone's speed, decision 019); a
    // click meanwhile hydrates its part of the page first.
    startTransition(() => {
      hydrateRoot(rootElement, tree, {
        onRecoverableError: (error) =>
          console.warn('first screen: hydration recovered by rendering in the browser', error),
      });
    });
  } else {
    createRoot(rootElement).render(tree);
  }
}

// The page's catalogue first (none to load for English), so nothing paints in another language.
void loadPageLocale()
  .catch((err: unknown) => console.warn('i18n: catalogue failed to load; English instead', err))
  .then(start);

// Installable and opens offline; production builds only.
registerServiceWorker();
