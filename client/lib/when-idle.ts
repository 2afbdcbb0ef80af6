/**
 * Runs `run` once the browser is idle (requestIdleCallback), at the latest after `timeoutMs`; where
 * there is no idle callback, after `timeoutMs`. For code the first screen does not show: it then
 * downloads after the page has painted instead of competing with it (decision 042).
 * Returns a function that cancels the call if it has not happened yet.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, timeoutMs);
  return () => clearTimeout(timer);
}
