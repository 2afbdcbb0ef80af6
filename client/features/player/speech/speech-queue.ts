/**
 * Spoken comments with the Web Speech API (spec 000 §4 "Player"), made robust:
 * - long text is split into sentences and short chunks, because Chrome silently stops an utterance
 *   after about 15 s;
 * - every chunk has a watchdog timeout, so a lost `end` event never blocks the playlist;
 * - it waits (bounded) for the voices to load before the first utterance;
 * - `cancel()` stops speech at once (skip, close) and settles the pending promise as "cancelled";
 * - `prime()` speaks a silent utterance from a click, because iOS Safari only speaks after a gesture;
 * - without speech support `speak()` settles at once as "unsupported", so the song plays straight away.
 * docs/decisions/008-player.md.
 */

import { MAX_CHUNK_LENGTH, pickVoice, splitIntoChunks } from './speech-text';

/** How a `speak()` call ended. Every outcome means "go on and play the song". */
export type SpeechOutcome = 'spoken' | 'cancelled' | 'unsupported' | 'timeout' | 'error';

/** The parts of `window.speechSynthesis` used here (a fake implements them in tests). */
export interface SpeechSynthesisLike {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  resume?(): void;
  getVoices(): SpeechSynthesisVoice[];
  addEventListener?(type: 'voiceschanged', listener: () => void): void;
  removeEventListener?(type: 'voiceschanged', listener: () => void): void;
}

export interface SpeechQueueOptions {
  synth?: SpeechSynthesisLike | null;
  Utterance?: typeof SpeechSynthesisUtterance | null;
  /** Longest chunk in characters (Chrome's ~15 s limit is ~200 characters of speech). */
  maxChunkLength?: number;
  /** Longest wait for `voiceschanged` before speaking with the default voice, in ms. */
  voicesTimeoutMs?: number;
  /** Watchdog per chunk: base ms plus ms per character. */
  watchdogBaseMs?: number;
  watchdogPerCharMs?: number;
  /** Preferred BCP 47 language for the voice (default: the document's or the browser's). */
  lang?: string;
}

export const VOICES_TIMEOUT_MS = 1500;
export const WATCHDOG_BASE_MS = 4000;
export const WATCHDOG_PER_CHAR_MS = 120;

export interface SpeechQueue {
  /** True when the browser can speak. */
  readonly supported: boolean;
  /** Speaks `text`, cancelling anything still speaking. Settles when done or stopped; never rejects. */
  speak(text: string): Promise<SpeechOutcome>;
  /** Stops speech now; a pending `speak()` settles as "cancelled". */
  cancel(): void;
  /** Call from a click handler: unlocks speech on iOS with a silent utterance. Idempotent. */
  prime(): void;
}

/** The settings of a queue: its engine (null without speech support), limits and language. */
interface SpeechSettings {
  synth: SpeechSynthesisLike | null;
  Utterance: typeof SpeechSynthesisUtterance | null;
  maxChunk: number;
  voicesTimeout: number;
  watchdogBase: number;
  watchdogPerChar: number;
  lang: string | false | undefined;
}

/** `options` with the browser's engine and language and the default limits filled in. */
function speechSettings(options: SpeechQueueOptions): SpeechSettings {
  return {
    synth:
      options.synth !== undefined
        ? options.synth
        : typeof window !== 'undefined' && 'speechSynthesis' in window
          ? window.speechSynthesis
          : null,
    Utterance:
      options.Utterance !== undefined
        ? options.Utterance
        : typeof window !== 'undefined' && 'SpeechSynthesisUtterance' in window
          ? window.SpeechSynthesisUtterance
          : null,
    maxChunk: options.maxChunkLength ?? MAX_CHUNK_LENGTH,
    voicesTimeout: options.voicesTimeoutMs ?? VOICES_TIMEOUT_MS,
    watchdogBase: options.watchdogBaseMs ?? WATCHDOG_BASE_MS,
    watchdogPerChar: options.watchdogPerCharMs ?? WATCHDOG_PER_CHAR_MS,
    lang:
      options.lang ??
      (typeof document !== 'undefined' && document.documentElement.lang) ??
      (typeof navigator !== 'undefined' ? navigator.language : undefined),
  };
}

/** The voices, waiting (at most `timeoutMs`) for `voiceschanged` when none are loaded yet. */
function waitForVoices(
  synth: SpeechSynthesisLike,
  timeoutMs: number,
): Promise<SpeechSynthesisVoice[]> {
  const voices = synth.getVoices();
  if (voices.length > 0 || !synth.addEventListener) return Promise.resolve(voices);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, timeoutMs);
    synth.addEventListener!('voiceschanged', done);
  });
}

/**
 * A speech queue over `settings.synth`: each `speak()` is a generation; a newer one or `cancel()`
 * settles the current chunk as cancelled. Which generation is current stays private.
 */
class BrowserSpeechQueue implements SpeechQueue {
  readonly supported: boolean;
  readonly #settings: SpeechSettings;
  #generation = 0;
  #settleCurrent: ((outcome: SpeechOutcome) => void) | null = null;
  #primed = false;

  constructor(settings: SpeechSettings) {
    this.#settings = settings;
    this.supported = Boolean(settings.synth && settings.Utterance);
  }

  async speak(text: string): Promise<SpeechOutcome> {
    if (!this.supported) return 'unsupported';
    const synth = this.#settings.synth!;
    const myGeneration = ++this.#generation;
    this.#settleCurrent?.('cancelled');
    synth.cancel();
    const chunks = splitIntoChunks(text, this.#settings.maxChunk);
    if (chunks.length === 0) return 'spoken';
    const voices = await waitForVoices(synth, this.#settings.voicesTimeout);
    if (myGeneration !== this.#generation) return 'cancelled';
    const voice = pickVoice(voices, this.#settings.lang || undefined);
    let outcome: SpeechOutcome = 'spoken';
    for (const chunk of chunks) {
      const result = await this.#speakChunk(chunk, voice, myGeneration);
      if (result === 'cancelled' || myGeneration !== this.#generation) return 'cancelled';
      if (result !== 'spoken') outcome = result;
      if (result === 'error') break;
    }
    return outcome;
  }

  cancel(): void {
    this.#generation++;
    const settle = this.#settleCurrent;
    this.#settleCurrent = null;
    settle?.('cancelled');
    if (this.supported) this.#settings.synth!.cancel();
  }

  prime(): void {
    if (!this.supported || this.#primed) return;
    this.#primed = true;
    const utterance = new this.#settings.Utterance!('');
    utterance.volume = 0;
    this.#settings.synth!.speak(utterance);
  }

  /** Speaks one chunk of generation `myGeneration`; settles on end, error, cancel or the watchdog. */
  #speakChunk(
    chunk: string,
    voice: SpeechSynthesisVoice | null,
    myGeneration: number,
  ): Promise<SpeechOutcome> {
    const settings = this.#settings;
    const synth = settings.synth!;
    return new Promise((resolve) => {
      let finished = false;
      const finish = (outcome: SpeechOutcome) => {
        if (finished) return;
        finished = true;
        clearTimeout(watchdog);
        if (this.#settleCurrent === finish) this.#settleCurrent = null;
        resolve(outcome);
      };
      this.#settleCurrent = finish;
      if (myGeneration !== this.#generation) return finish('cancelled');
      const utterance = new settings.Utterance!(chunk);
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      } else if (settings.lang) {
        utterance.lang = settings.lang;
      }
      utterance.onend = () => finish('spoken');
      utterance.onerror = (event: SpeechSynthesisErrorEvent) =>
        finish(event.error === 'interrupted' || event.error === 'canceled' ? 'cancelled' : 'error');
      const watchdog = setTimeout(
        () => {
          // The `end` event got lost (a known Chrome/Safari failure): move on, then clear the engine
          // (settling first, so the "interrupted" error that cancel() fires is ignored).
          finish('timeout');
          synth.cancel();
        },
        settings.watchdogBase + chunk.length * settings.watchdogPerChar,
      );
      synth.speak(utterance);
      // Chrome sometimes leaves the engine paused after a tab switch; resuming is harmless otherwise.
      synth.resume?.();
    });
  }
}

/** Creates a speech queue over the browser's speechSynthesis (or the one given). */
export function createSpeechQueue(options: SpeechQueueOptions = {}): SpeechQueue {
  return new BrowserSpeechQueue(speechSettings(options));
}

let shared: SpeechQueue | null = null;

/** The app's one speech queue (created on first use, so nothing runs at first paint). */
export function speechQueue(): SpeechQueue {
  shared ??= createSpeechQueue();
  return shared;
}

/** Unlocks speech from a user gesture (iOS); safe to call on every play click. */
export function primeSpeech(): void {
  speechQueue().prime();
}
