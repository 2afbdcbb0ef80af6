/**
 * Registers the service worker (`/sw.js`, written by the build: scripts/pwa/) in production
 * builds only — a dev server's modules are not hashed and must never be cached. Registration
 * waits for `load` so it never competes with the first paint; failure is only logged (the app
 * works the same without it).
 */
export function registerServiceWorker(
  isProduction: boolean = import.meta.env.PROD,
  nav: Navigator = navigator,
  win: Window = window,
): boolean {
  if (!isProduction || !('serviceWorker' in nav)) return false;
  const register = () => {
    nav.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
  return true;
}
