/**
 * Unlocks speech from a play click (iOS Safari speaks only after a gesture) without putting the
 * speech queue on the first screen (decision 042): the play buttons call `loadSpeech` as the
 * pointer goes down or the button gets focus, so the small module is usually there by the click,
 * and `primeSpeechOnClick` primes it then (or as soon as it arrives).
 */
type SpeechModule = typeof import('./speech-queue');

let loading: Promise<SpeechModule> | null = null;
let loaded: SpeechModule | null = null;

/** Starts loading the speech queue (once); resolves to its module. */
export function loadSpeech(): Promise<SpeechModule> {
  loading ??= import('./speech-queue').then((m) => (loaded = m));
  return loading;
}

/** Primes speech for a click: at once when the queue is loaded, else right after it loads. */
export function primeSpeechOnClick(): void {
  if (loaded) loaded.primeSpeech();
  else void loadSpeech().then((m) => m.primeSpeech());
}
