/** SPA entry: providers (query cache, router), routes and the toast viewport. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes, warmRouteChunk } from './app/router';
import { prefetchFirstPageData } from './app/first-page-data';
import { AppErrorBoundary } from './components/error-boundaries';
import { LazyToaster } from './components/ui/lazy-toaster';
import { createQueryClient } from './lib/query-client';
import { applyTheme, resolveTheme } from './lib/theme';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

applyTheme(resolveTheme());
// Start loading the opened page's code now, in parallel with the session check.
void warmRouteChunk(window.location.pathname)?.catch(() => undefined);
const queryClient = createQueryClient();
// And its first data, so the first screen does not wait for the chunk before asking (issue 13).
void prefetchFirstPageData(queryClient, window.location.pathname, window.location.search).catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
          <LazyToaster />
        </BrowserRouter>
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);

// Installable and opens offline (issue 14); production builds only.
registerServiceWorker();
