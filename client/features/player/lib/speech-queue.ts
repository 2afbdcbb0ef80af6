/**
 * Spoken comments with the Web Speech API (spec 000 §4 "Player"; issue 4), made robust:
 * - long text is split into sentences and short chunks, because Chrome silently stops an utterance
 *   after about 15 s;
 * - every chunk has a watchdog timeout, so a lost `end` event never blocks the playlist;
 * - it waits (bounded) for the voices to load before the first utterance;
 * - `cancel()` stops speech at once (skip, close) and settles the pending promise as "cancelled";
 * - `prime()` speaks a silent utterance from a click, because iOS Safari only speaks after a gesture;
 * - without speech support `speak()` settles at once as "unsupported", so the song plays straight away.
 * docs/decisions/008-player.md.
 */

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

export const MAX_CHUNK_LENGTH = 180;
export const VOICES_TIMEOUT_MS = 1500;
export const WATCHDOG_BASE_MS = 4000;
export const WATCHDOG_PER_CHAR_MS = 120;

/**
 * Splits text into speakable chunks: sentences (ending in . ! ? … or a line break), and any
 * sentence longer than `max` further at commas/semicolons, then at spaces, then hard.
 */
export function splitIntoChunks(text: string, max = MAX_CHUNK_LENGTH): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences = joinAbbreviations(clean.match(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g) ?? [clean]);
  const chunks: string[] = [];
  for (const raw of sentences) {
    const sentence = raw.trim();
    if (!sentence) continue;
    if (sentence.length <= max) {
      chunks.push(sentence);
      continue;
    }
    chunks.push(...splitLong(sentence, max));
  }
  return chunks;
}

/**
 * A period that ends an initial ("Yara K.") or a short title or abbreviation ("Dr.", "feat.") does
 * not end a sentence (issue 32: "Yara K. says: …" was spoken as two utterances with a pause).
 */
const NOT_A_SENTENCE_END = /(?:^|[\s(])(?:\p{Lu}|Mr|Mrs|Ms|Dr|St|Jr|Sr|feat|ft|vs)\.$/u;

/** Joins each piece that ends in an initial or abbreviation to the piece after it. */
function joinAbbreviations(pieces: readonly string[]): string[] {
  const joined: string[] = [];
  let carry = '';
  for (const piece of pieces) {
    const text = carry + piece;
    if (NOT_A_SENTENCE_END.test(text.trimEnd())) carry = text;
    else {
      joined.push(text);
      carry = '';
    }
  }
  if (carry) joined.push(carry);
  return joined;
}

function splitLong(sentence: string, max: number): string[] {
  const out: string[] = [];
  let current = '';
  const pieces = sentence.split(/(?<=[,;:])\s+|\s+/);
  for (const piece of pieces) {
    if (piece.length > max) {
      if (current) out.push(current);
      current = '';
      for (let i = 0; i < piece.length; i += max) out.push(piece.slice(i, i + max));
      continue;
    }
    const candidate = current ? `${current} ${piece}` : piece;
    if (candidate.length > max) {
      out.push(current);
      current = piece;
    } else {
      current = candidate;
    }
  }
  if (current) out.push(current);
  return out;
}

/** Picks a voice for `lang`: a default voice of that language, any of it, else the first. */
export function pickVoice(
  voices: SpeechSynthesisVoice[],
  lang: string | undefined,
): SpeechSynthesisVoice | null {
  if (voices.length === 0) return null;
  const base = (lang ?? 'en').toLowerCase().split('-')[0];
  const sameLang = voices.filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base);
  return (
    sameLang.find((v) => v.default) ??
    sameLang.find((v) => v.localService) ??
    sameLang[0] ??
    voices.find((v) => v.default) ??
    voices[0] ??
    null
  );
}

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

/** Creates a speech queue over the browser's speechSynthesis (or the one given). */
export function createSpeechQueue(options: SpeechQueueOptions = {}): SpeechQueue {
  const synth =
    options.synth !== undefined
      ? options.synth
      : typeof window !== 'undefined' && 'speechSynthesis' in window
        ? window.speechSynthesis
        : null;
  const Utterance =
    options.Utterance !== undefined
      ? options.Utterance
      : typeof window !== 'undefined' && 'SpeechSynthesisUtterance' in window
        ? window.SpeechSynthesisUtterance
        : null;
  const maxChunk = options.maxChunkLength ?? MAX_CHUNK_LENGTH;
  const voicesTimeout = options.voicesTimeoutMs ?? VOICES_TIMEOUT_MS;
  const watchdogBase = options.watchdogBaseMs ?? WATCHDOG_BASE_MS;
  const watchdogPerChar = options.watchdogPerCharMs ?? WATCHDOG_PER_CHAR_MS;
  const lang =
    options.lang ??
    (typeof document !== 'undefined' && document.documentElement.lang) ??
    (typeof navigator !== 'undefined' ? navigator.language : undefined);
  const supported = Boolean(synth && Utterance);

  let generation = 0;
  let settleCurrent: ((outcome: SpeechOutcome) => void) | null = null;
  let primed = false;

  function waitForVoices(): Promise<SpeechSynthesisVoice[]> {
    const voices = synth!.getVoices();
    if (voices.length > 0 || !synth!.addEventListener) return Promise.resolve(voices);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        synth!.removeEventListener?.('voiceschanged', done);
        resolve(synth!.getVoices());
      };
      const timer = setTimeout(done, voicesTimeout);
      synth!.addEventListener!('voiceschanged', done);
    });
  }

  function speakChunk(
    chunk: string,
    voice: SpeechSynthesisVoice | null,
    myGeneration: number,
  ): Promise<SpeechOutcome> {
    return new Promise((resolve) => {
      let finished = false;
      const finish = (outcome: SpeechOutcome) => {
        if (finished) return;
        finished = true;
        clearTimeout(watchdog);
        if (settleCurrent === finish) settleCurrent = null;
        resolve(outcome);
      };
      settleCurrent = finish;
      if (myGeneration !== generation) return finish('cancelled');
      const utterance = new Utterance!(chunk);
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      } else if (lang) {
        utterance.lang = lang;
      }
      utterance.onend = () => finish('spoken');
      utterance.onerror = (event: SpeechSynthesisErrorEvent) =>
        finish(event.error === 'interrupted' || event.error === 'canceled' ? 'cancelled' : 'error');
      const watchdog = setTimeout(
        () => {
          // The `end` event got lost (a known Chrome/Safari failure): move on, then clear the engine
          // (settling first, so the "interrupted" error that cancel() fires is ignored).
          finish('timeout');
          synth!.cancel();
        },
        watchdogBase + chunk.length * watchdogPerChar,
      );
      synth!.speak(utterance);
      // Chrome sometimes leaves the engine paused after a tab switch; resuming is harmless otherwise.
      synth!.resume?.();
    });
  }

  return {
    supported,
    async speak(text) {
      if (!supported) return 'unsupported';
      const myGeneration = ++generation;
      settleCurrent?.('cancelled');
      synth!.cancel();
      const chunks = splitIntoChunks(text, maxChunk);
      if (chunks.length === 0) return 'spoken';
      const voices = await waitForVoices();
      if (myGeneration !== generation) return 'cancelled';
      const voice = pickVoice(voices, lang || undefined);
      let outcome: SpeechOutcome = 'spoken';
      for (const chunk of chunks) {
        const result = await speakChunk(chunk, voice, myGeneration);
        if (result === 'cancelled' || myGeneration !== generation) return 'cancelled';
        if (result !== 'spoken') outcome = result;
        if (result === 'error') break;
      }
      return outcome;
    },
    cancel() {
      generation++;
      const settle = settleCurrent;
      settleCurrent = null;
      settle?.('cancelled');
      if (supported) synth!.cancel();
    },
    prime() {
      if (!supported || primed) return;
      primed = true;
      const utterance = new Utterance!('');
      utterance.volume = 0;
      synth!.speak(utterance);
    },
  };
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
