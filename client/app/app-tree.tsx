/**
 * The app's React tree under a router: error boundary, query cache, routes and the toast viewport.
 * One tree for the browser (main.tsx, BrowserRouter) and the server's first screen
 * (entry-server.tsx, StaticRouter), so what hydrates is what was rendered.
 */
import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from '../components/error-boundaries';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { SessionExpiryWatch } from '../features/auth/api/session-expiry';
import { AppRoutes } from './router';

/** `router` wraps the routes (a BrowserRouter or a StaticRouter with the visited location). */
export function AppTree({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {router(
            <>
              <SessionExpiryWatch />
              <AppRoutes />
              <LazyToaster />
            </>,
          )}
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
