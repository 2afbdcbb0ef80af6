/** SPA entry: providers (query cache, router), routes and the toast viewport. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './app/router';
import { AppErrorBoundary } from './components/error-boundaries';
import { Toaster } from './components/ui/toaster';
import { createQueryClient } from './lib/query-client';
import { applyTheme, resolveTheme } from './lib/theme';
import './styles.css';

applyTheme(resolveTheme());
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
