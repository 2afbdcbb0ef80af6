/**
 * Loading a player vendor's script (the YouTube IFrame API, the Spotify Web Playback SDK): inject it
 * once, wait for its global ready callback, give up after a timeout or a script error and let a
 * later call try again.
 */

export interface PlayerScript<T> {
  /** "YouTube" or "Spotify", for "The {vendor} player did not load." */
  vendor: string;
  timeoutMs: number;
  /** The script's API once it has run (e.g. `window.YT` with its `Player`), else undefined. */
  api: () => T | undefined;
  /** Points the script's global ready callback (e.g. `onYouTubeIframeAPIReady`) at `ready`. */
  onReady: (ready: () => void) => void;
}

/**
 * A loader for one vendor script: `load(src)` resolves with its API (at once when already there),
 * shares one pending load between callers, and rejects after `timeoutMs` or on a script error.
 */
export function scriptLoader<T>({
  vendor,
  timeoutMs,
  api,
  onReady,
}: PlayerScript<T>): (src: string) => Promise<T> {
  let loading: Promise<T> | null = null;
  return (src) => {
    const loaded = api();
    if (loaded) return Promise.resolve(loaded);
    if (loading) return loading;
    loading = new Promise<T>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = window.setTimeout(
        () => fail(new Error(`The ${vendor} player did not load.`)),
        timeoutMs,
      );
      function fail(error: Error) {
        window.clearTimeout(timer);
        script.remove();
        loading = null;
        reject(error);
      }
      onReady(() => {
        window.clearTimeout(timer);
        const ready = api();
        if (ready) resolve(ready);
        else fail(new Error(`The ${vendor} player did not load.`));
      });
      script.src = src;
      script.async = true;
      script.onerror = () => fail(new Error(`The ${vendor} player could not be loaded.`));
      document.head.appendChild(script);
    });
    return loading;
  };
}
