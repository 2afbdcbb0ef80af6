/**
 * A fake `speechSynthesis` and `SpeechSynthesisUtterance` for unit tests: records what is spoken,
 * ends utterances on demand (or by itself), and fires `voiceschanged`. Not a test file itself.
 */
export class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  volume = 1;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

export class FakeSpeechSynthesis {
  spoken: FakeUtterance[] = [];
  current: FakeUtterance | null = null;
  voices: SpeechSynthesisVoice[] = [];
  cancelCalls = 0;
  /** When true, each utterance ends by itself on the next macrotask. */
  autoEnd = true;
  private listeners = new Set<() => void>();

  speak(utterance: SpeechSynthesisUtterance) {
    const u = utterance as unknown as FakeUtterance;
    this.spoken.push(u);
    this.current = u;
    if (this.autoEnd) setTimeout(() => this.end(u), 0);
  }
  resume() {}
  cancel() {
    this.cancelCalls++;
    const u = this.current;
    this.current = null;
    u?.onerror?.({ error: 'interrupted' });
  }
  getVoices() {
    return this.voices;
  }
  addEventListener(_type: 'voiceschanged', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'voiceschanged', listener: () => void) {
    this.listeners.delete(listener);
  }
  /** Ends the current (or given) utterance normally. */
  end(u: FakeUtterance | null = this.current) {
    if (!u) return;
    if (this.current === u) this.current = null;
    u.onend?.();
  }
  fail(error: string) {
    const u = this.current;
    this.current = null;
    u?.onerror?.({ error });
  }
  loadVoices(voices: SpeechSynthesisVoice[]) {
    this.voices = voices;
    for (const l of [...this.listeners]) l();
  }
  /** Texts spoken so far, without silent priming utterances. */
  texts() {
    return this.spoken.filter((u) => u.volume > 0).map((u) => u.text);
  }
}

export function voice(name: string, lang: string, isDefault = false): SpeechSynthesisVoice {
  return {
    name,
    lang,
    default: isDefault,
    localService: true,
    voiceURI: name,
  } as SpeechSynthesisVoice;
}
