import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSpeechSynthesis, FakeUtterance, voice } from './fake-speech';
import { createSpeechQueue, type SpeechQueueOptions } from './speech-queue';
import { pickVoice, splitIntoChunks } from './speech-text';

let synth: FakeSpeechSynthesis;
const make = (options: SpeechQueueOptions = {}) =>
  createSpeechQueue({
    synth,
    Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
    lang: 'en-GB',
    watchdogBaseMs: 1000,
    watchdogPerCharMs: 10,
    voicesTimeoutMs: 500,
    ...options,
  });

beforeEach(() => {
  vi.useFakeTimers();
  synth = new FakeSpeechSynthesis();
  synth.voices = [voice('Deutsch', 'de-DE', true), voice('Daniel', 'en-GB')];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('splitIntoChunks', () => {
  it('splits into sentences and trims whitespace', () => {
    expect(splitIntoChunks('  Ana says: Pure joy!   Play it loud. Really?  ')).toEqual([
      'Ana says: Pure joy!',
      'Play it loud.',
      'Really?',
    ]);
    expect(splitIntoChunks('No full stop at the end')).toEqual(['No full stop at the end']);
    expect(splitIntoChunks('Line one\n\nline two.')).toEqual(['Line one line two.']);
    expect(splitIntoChunks('   ')).toEqual([]);
  });
  it('keeps a name with an initial, and a title or "feat.", in one utterance', () => {
    expect(splitIntoChunks('Yara K. says: Pure joy. Play it loud.')).toEqual([
      'Yara K. says: Pure joy.',
      'Play it loud.',
    ]);
    expect(splitIntoChunks('J. R. R. Tolkien says: Dr. Dre feat. Snoop. Yes!')).toEqual([
      'J. R. R. Tolkien says: Dr. Dre feat. Snoop.',
      'Yes!',
    ]);
    expect(splitIntoChunks('Ends with an initial K.')).toEqual(['Ends with an initial K.']);
    expect(splitIntoChunks('Okay. Fine.')).toEqual(['Okay.', 'Fine.']);
  });

  it('cuts long sentences at commas and spaces, and very long words hard, never above the limit', () => {
    const long =
      'This song, which I found on a rainy night, reminds me of driving home along the coast with the windows down and the radio up';
    const chunks = splitIntoChunks(long, 40);
    expect(chunks.every((c) => c.length <= 40)).toBe(true);
    expect(chunks.join(' ')).toBe(long);
    const word = 'a'.repeat(95);
    expect(splitIntoChunks(word, 40)).toEqual(['a'.repeat(40), 'a'.repeat(40), 'a'.repeat(15)]);
  });

  it('keeps a 240-character comment in chunks Chrome can speak', () => {
    const comment = `${'la '.repeat(80)}`.trim();
    const chunks = splitIntoChunks(`Someone says: ${comment}`);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.length <= 180)).toBe(true);
  });
});

describe('pickVoice', () => {
  it('prefers the default voice of the language, then any of it, then the default', () => {
    const voices = [voice('A', 'de-DE', true), voice('B', 'en-US'), voice('C', 'en_GB', true)];
    expect(pickVoice(voices, 'en-GB')?.name).toBe('C');
    expect(pickVoice([voice('A', 'de-DE', true), voice('B', 'en-US')], 'en')?.name).toBe('B');
    expect(pickVoice([voice('A', 'de-DE', true), voice('B', 'fr-FR')], 'ja')?.name).toBe('A');
    expect(pickVoice([], 'en')).toBeNull();
  });
});

describe('createSpeechQueue', () => {
  it('speaks every chunk in order with a voice of the language, then settles as spoken', async () => {
    const queue = make({ maxChunkLength: 20 });
    const done = queue.speak('Ana says: First one. Second sentence here.');
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe('spoken');
    expect(synth.texts()).toEqual(['Ana says: First one.', 'Second sentence', 'here.']);
    expect(synth.spoken[0]!.voice?.name).toBe('Daniel');
  });

  it('waits for the voices to load before speaking', async () => {
    synth.voices = [];
    const queue = make();
    const done = queue.speak('Hello there.');
    await vi.advanceTimersByTimeAsync(100);
    expect(synth.spoken).toHaveLength(0);
    synth.loadVoices([voice('Daniel', 'en-GB')]);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe('spoken');
    expect(synth.spoken[0]!.voice?.name).toBe('Daniel');
  });

  it('speaks with the default voice when the voices never load', async () => {
    synth.voices = [];
    const queue = make();
    const done = queue.speak('Hello there.');
    await vi.advanceTimersByTimeAsync(499);
    expect(synth.spoken).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe('spoken');
    expect(synth.spoken[0]!.voice).toBeNull();
    expect(synth.spoken[0]!.lang).toBe('en-GB');
  });

  it('moves on when an utterance never ends (watchdog)', async () => {
    synth.autoEnd = false;
    const queue = make();
    let outcome: string | undefined;
    void queue.speak('Stuck. Next.').then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(0);
    expect(synth.texts()).toEqual(['Stuck.']);
    // watchdog = 1000 + 6 chars × 10 ms
    await vi.advanceTimersByTimeAsync(1059);
    expect(synth.texts()).toEqual(['Stuck.']);
    await vi.advanceTimersByTimeAsync(1);
    expect(synth.texts()).toEqual(['Stuck.', 'Next.']);
    synth.end();
    await vi.runAllTimersAsync();
    expect(outcome).toBe('timeout');
  });

  it('cancel() stops at once and settles as cancelled without speaking the rest', async () => {
    synth.autoEnd = false;
    const queue = make();
    const done = queue.speak('One. Two. Three.');
    await vi.advanceTimersByTimeAsync(0);
    queue.cancel();
    await expect(done).resolves.toBe('cancelled');
    await vi.runAllTimersAsync();
    expect(synth.texts()).toEqual(['One.']);
    expect(synth.cancelCalls).toBeGreaterThan(0);
  });

  it('cancel() while waiting for voices settles as cancelled and speaks nothing', async () => {
    synth.voices = [];
    const queue = make();
    const done = queue.speak('Hello.');
    queue.cancel();
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe('cancelled');
    expect(synth.spoken).toHaveLength(0);
  });

  it('a new speak() cancels the one in progress', async () => {
    synth.autoEnd = false;
    const queue = make();
    const first = queue.speak('First comment. More.');
    await vi.advanceTimersByTimeAsync(0);
    const second = queue.speak('Second comment.');
    await expect(first).resolves.toBe('cancelled');
    await vi.advanceTimersByTimeAsync(0);
    synth.end();
    await expect(second).resolves.toBe('spoken');
    expect(synth.texts()).toEqual(['First comment.', 'Second comment.']);
  });

  it('settles as error (so the song still plays) when synthesis fails', async () => {
    synth.autoEnd = false;
    const queue = make();
    const done = queue.speak('One. Two.');
    await vi.advanceTimersByTimeAsync(0);
    synth.fail('synthesis-failed');
    await expect(done).resolves.toBe('error');
    expect(synth.texts()).toEqual(['One.']);
  });

  it('without speech support settles at once as unsupported', async () => {
    const queue = createSpeechQueue({ synth: null, Utterance: null });
    expect(queue.supported).toBe(false);
    await expect(queue.speak('Hello.')).resolves.toBe('unsupported');
    queue.prime();
    queue.cancel();
  });

  it('prime() speaks one silent utterance, once', () => {
    const queue = make();
    queue.prime();
    queue.prime();
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]!.volume).toBe(0);
    expect(synth.texts()).toEqual([]);
  });

  it('empty text settles at once as spoken', async () => {
    await expect(make().speak('   ')).resolves.toBe('spoken');
    expect(synth.spoken).toHaveLength(0);
  });
});
