/**
 * React error boundaries (react-error-boundary) at three levels, each with a way back, so a render
 * error never blanks the app: the whole app (reload or go to the feed), one route (try again or
 * back to the feed; leaving the route clears it) and one section such as the floating player or a
 * data table (try again; the rest of the page keeps working).
 */
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { t } from '../lib/i18n';

function logError(error: unknown, info: { componentStack?: string | null }) {
  console.error('Render error', error, info.componentStack);
}

function AppFallback() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{t('error.app.title')}</h1>
      <p className="text-muted">{t('error.app.text')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('error.app.reload')}</Button>
        {/* A plain link: the router itself may be what failed. */}
        <a
          href="/"
          className="inline-flex items-center rounded-lg border border-line px-4 py-2 font-semibold"
        >
          {t('error.app.toFeed')}
        </a>
      </div>
    </div>
  );
}

/** Around the whole app (outside the router): the last line of defence. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={AppFallback} onError={logError}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Whether `error` is a page's code that could not be fetched: the dynamic import of a route chunk
 * failed (Chromium, Firefox and Safari word it differently; Vite's CSS preload has its own words).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** A failed page's way out: try again, or back to the feed. */
function RouteActions({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex justify-center gap-3">
      <Button variant="outline" onClick={onRetry}>
        {t('ui.tryAgain')}
      </Button>
      <Link
        to="/"
        className="inline-flex items-center rounded-lg border border-line px-4 py-2 font-semibold"
      >
        {t('ui.backToFeed')}
      </Link>
    </div>
  );
}

/**
 * A page whose code never arrived because the device is offline: the offline page's
 * words instead of "This page failed to show". Try again reloads, since a browser may keep a failed
 * module import failed for the rest of the page's life.
 */
function OfflineRouteFallback() {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-3 rounded-2xl border border-line bg-surface p-6 text-center"
    >
      <h1 className="text-lg font-semibold">{t('error.offline.title')}</h1>
      <p className="text-muted">{t('error.offline.text')}</p>
      <RouteActions onRetry={() => window.location.reload()} />
    </div>
  );
}

function RouteFallback({ error, resetErrorBoundary }: FallbackProps) {
  if (isChunkLoadError(error) || (typeof navigator !== 'undefined' && navigator.onLine === false))
    return <OfflineRouteFallback />;
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-3 rounded-2xl border border-danger bg-danger-soft p-6 text-center"
    >
      <h1 className="text-lg font-semibold text-danger">{t('error.route.title')}</h1>
      <p className="text-muted">{t('error.route.text')}</p>
      <RouteActions onRetry={resetErrorBoundary} />
    </div>
  );
}

/** Around one route's page, inside the shell: header and navigation stay usable; a new path resets it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteFallback} onError={logError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around one section of a page. `label` names it in the fallback ("The player", "The Users table");
 * `fallbackClassName` places the fallback (e.g. where a floating panel was).
 */
export function SectionErrorBoundary({
  label,
  fallbackClassName,
  children,
}: {
  label: string;
  fallbackClassName?: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      onError={logError}
      fallbackRender={({ resetErrorBoundary }) => (
        <div
          role="alert"
          className={cn(
            'rounded-2xl border border-danger bg-danger-soft p-4 text-center',
            fallbackClassName,
          )}
        >
          <p className="font-medium text-danger">{t('error.section', { label })}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={resetErrorBoundary}>
            {t('ui.tryAgain')}
          </Button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
